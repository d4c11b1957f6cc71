// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {IERC1155} from "@openzeppelin/contracts/token/ERC1155/IERC1155.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IERC2981} from "@openzeppelin/contracts/interfaces/IERC2981.sol";
import {IERC165} from "@openzeppelin/contracts/utils/introspection/IERC165.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// lqscan's devnet marketplace: fixed-price listings and offers for ERC-721 and ERC-1155 tokens, paid in
/// native HYPE or WHYPE, the collection's ERC-2981 royalty paid out of each sale. Listings and WHYPE offers
/// hold nothing (the seller's approval and the buyer's allowance are used at the sale); a HYPE offer is escrowed.
contract NftMarket is ReentrancyGuard {
    using SafeERC20 for IERC20;

    struct Listing {
        address seller;
        address collection;
        uint256 tokenId;
        uint256 amount;
        uint256 price;
        address currency;
        bool active;
    }

    struct Offer {
        address buyer;
        address collection;
        uint256 tokenId;
        uint256 amount;
        uint256 price;
        address currency;
        bool active;
    }

    address public immutable whype;
    uint256 public listingCount;
    uint256 public offerCount;
    mapping(uint256 => Listing) public listings;
    mapping(uint256 => Offer) public offers;

    event Listed(uint256 indexed listingId, address indexed collection, uint256 indexed tokenId, address seller, uint256 amount, uint256 price, address currency);
    event ListingCancelled(uint256 indexed listingId, address indexed collection, uint256 indexed tokenId);
    event Bought(uint256 indexed listingId, address indexed collection, uint256 indexed tokenId, address seller, address buyer, uint256 amount, uint256 price, address currency, uint256 royalty);
    event OfferMade(uint256 indexed offerId, address indexed collection, uint256 indexed tokenId, address buyer, uint256 amount, uint256 price, address currency);
    event OfferCancelled(uint256 indexed offerId, address indexed collection, uint256 indexed tokenId);
    event OfferAccepted(uint256 indexed offerId, address indexed collection, uint256 indexed tokenId, address seller, address buyer, uint256 amount, uint256 price, address currency, uint256 royalty);

    constructor(address whype_) {
        whype = whype_;
    }

    function list(address collection, uint256 tokenId, uint256 amount, uint256 price, address currency) external returns (uint256 listingId) {
        require(price > 0 && amount > 0, "price and amount must be positive");
        require(currency == address(0) || currency == whype, "pay in HYPE or WHYPE");
        require(_holds(collection, msg.sender, tokenId, amount), "not the owner");
        listingId = ++listingCount;
        listings[listingId] = Listing(msg.sender, collection, tokenId, amount, price, currency, true);
        emit Listed(listingId, collection, tokenId, msg.sender, amount, price, currency);
    }

    function cancelListing(uint256 listingId) external {
        Listing storage listing = listings[listingId];
        require(listing.active, "listing not active");
        require(listing.seller == msg.sender, "not the seller");
        listing.active = false;
        emit ListingCancelled(listingId, listing.collection, listing.tokenId);
    }

    function buy(uint256 listingId) external payable nonReentrant {
        Listing storage listing = listings[listingId];
        require(listing.active, "listing not active");
        listing.active = false;
        Listing memory sold = listing;
        uint256 royalty = _settle(sold.collection, sold.tokenId, sold.amount, sold.price, sold.currency, sold.seller, msg.sender, msg.value);
        emit Bought(listingId, sold.collection, sold.tokenId, sold.seller, msg.sender, sold.amount, sold.price, sold.currency, royalty);
    }

    function makeOffer(address collection, uint256 tokenId, uint256 amount, uint256 price, address currency) external payable returns (uint256 offerId) {
        require(price > 0 && amount > 0, "price and amount must be positive");
        require(currency == address(0) || currency == whype, "pay in HYPE or WHYPE");
        require(msg.value == (currency == address(0) ? price : 0), "escrow the offer's HYPE");
        offerId = ++offerCount;
        offers[offerId] = Offer(msg.sender, collection, tokenId, amount, price, currency, true);
        emit OfferMade(offerId, collection, tokenId, msg.sender, amount, price, currency);
    }

    function cancelOffer(uint256 offerId) external nonReentrant {
        Offer storage offer = offers[offerId];
        require(offer.active, "offer not active");
        require(offer.buyer == msg.sender, "not the bidder");
        offer.active = false;
        if (offer.currency == address(0)) _pay(msg.sender, offer.price);
        emit OfferCancelled(offerId, offer.collection, offer.tokenId);
    }

    function acceptOffer(uint256 offerId) external nonReentrant {
        Offer storage offer = offers[offerId];
        require(offer.active, "offer not active");
        offer.active = false;
        Offer memory accepted = offer;
        // A HYPE offer's escrow is already here: the buyer pays nothing more.
        uint256 royalty = _settle(accepted.collection, accepted.tokenId, accepted.amount, accepted.price, accepted.currency, msg.sender, accepted.buyer, accepted.currency == address(0) ? accepted.price : 0);
        emit OfferAccepted(offerId, accepted.collection, accepted.tokenId, msg.sender, accepted.buyer, accepted.amount, accepted.price, accepted.currency, royalty);
    }

    /// Moves the token(s) and the price: royalty to the collection's receiver, the rest to the seller.
    function _settle(address collection, uint256 tokenId, uint256 amount, uint256 price, address currency, address seller, address buyer, uint256 escrowed)
        private
        returns (uint256 royalty)
    {
        require(_holds(collection, seller, tokenId, amount), "seller no longer holds it");
        address receiver;
        if (_supports(collection, type(IERC2981).interfaceId)) (receiver, royalty) = IERC2981(collection).royaltyInfo(tokenId, price);
        if (royalty > price) royalty = price;
        if (currency == address(0)) {
            require(escrowed == price, "send the price in HYPE");
            if (royalty > 0) _pay(receiver, royalty);
            _pay(seller, price - royalty);
        } else {
            require(escrowed == 0, "pay in WHYPE, not HYPE");
            if (royalty > 0) IERC20(currency).safeTransferFrom(buyer, receiver, royalty);
            IERC20(currency).safeTransferFrom(buyer, seller, price - royalty);
        }
        if (_supports(collection, 0x80ac58cd)) IERC721(collection).transferFrom(seller, buyer, tokenId);
        else IERC1155(collection).safeTransferFrom(seller, buyer, tokenId, amount, "");
    }

    function _holds(address collection, address owner, uint256 tokenId, uint256 amount) private view returns (bool) {
        if (_supports(collection, 0x80ac58cd)) return amount == 1 && IERC721(collection).ownerOf(tokenId) == owner;
        if (_supports(collection, 0xd9b67a26)) return IERC1155(collection).balanceOf(owner, tokenId) >= amount;
        return false;
    }

    function _supports(address collection, bytes4 interfaceId) private view returns (bool) {
        try IERC165(collection).supportsInterface(interfaceId) returns (bool yes) {
            return yes;
        } catch {
            return false;
        }
    }

    function _pay(address to, uint256 value) private {
        (bool sent,) = payable(to).call{value: value}("");
        require(sent, "payment failed");
    }
}
