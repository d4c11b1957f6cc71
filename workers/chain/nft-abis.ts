import { parseAbi } from "viem";

/** Our marketplace (contracts/NftMarket.sol): an event per listing, cancellation, sale and offer. */
export const nftMarketAbi = parseAbi([
  "event Listed(uint256 indexed listingId, address indexed collection, uint256 indexed tokenId, address seller, uint256 amount, uint256 price, address currency)",
  "event ListingCancelled(uint256 indexed listingId, address indexed collection, uint256 indexed tokenId)",
  "event Bought(uint256 indexed listingId, address indexed collection, uint256 indexed tokenId, address seller, address buyer, uint256 amount, uint256 price, address currency, uint256 royalty)",
  "event OfferMade(uint256 indexed offerId, address indexed collection, uint256 indexed tokenId, address buyer, uint256 amount, uint256 price, address currency)",
  "event OfferCancelled(uint256 indexed offerId, address indexed collection, uint256 indexed tokenId)",
  "event OfferAccepted(uint256 indexed offerId, address indexed collection, uint256 indexed tokenId, address seller, address buyer, uint256 amount, uint256 price, address currency, uint256 royalty)",
]);

/** ERC-1155's transfers (ERC-721's Transfer shares ERC-20's selector and is told apart by its third indexed topic). */
export const erc1155TransfersAbi = parseAbi([
  "event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)",
  "event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)",
]);

/** What the metadata step asks a collection. */
export const nftViewsAbi = parseAbi([
  "function supportsInterface(bytes4 interfaceId) view returns (bool)",
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function tokenURI(uint256 tokenId) view returns (string)",
  "function uri(uint256 id) view returns (string)",
]);

export const ERC721_INTERFACE = "0x80ac58cd";
export const ERC1155_INTERFACE = "0xd9b67a26";
