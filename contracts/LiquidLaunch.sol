// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {LaunchToken} from "./LaunchToken.sol";

interface IUniswapV2Router02 {
    function addLiquidityETH(
        address token,
        uint256 amountTokenDesired,
        uint256 amountTokenMin,
        uint256 amountETHMin,
        address to,
        uint256 deadline
    ) external payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity);
}

/// A LiquidLaunch-compatible launchpad for the devnet: the public interface of the real contract
/// (0xDEC3540f5BA6f2aa3764583A9c29501FeB020030; https://docs.liqd.ag/liquidlaunch-integration/api-reference)
/// over a constant-product curve on virtual reserves. Graduation moves the liquidity to a
/// HyperSwap V2 pair whose LP tokens are burned.
///
/// Rounding always favours the curve (tokens out and HYPE out round down), so hypeReserve × tokenReserve
/// never shrinks and the HYPE a curve holds is exactly hypeReserve − VIRTUAL_HYPE_LIQUIDITY.
contract LiquidLaunch {
    uint256 public constant VIRTUAL_HYPE_LIQUIDITY = 300 ether;
    uint256 public constant TOTAL_SUPPLY = 1_000_000_000 * 1e6;
    uint256 public constant TOKENS_FOR_SALE = 649_300_000 * 1e6;
    /// 1% of the HYPE side of every trade. The docs disagree on who gets it while on the curve
    /// (fee-system: all to protocol; api-reference: 50/50); this devnet splits it 50/50 creator/protocol.
    uint256 public constant FEE_BPS = 100;
    uint256 public constant CREATOR_SELL_LOCK = 1 hours;
    /// One-time bonding fee taken from the curve's HYPE at graduation: 15 HYPE to the protocol, 5 HYPE to
    /// the creator (https://docs.liqd.ag/liquidlaunch-integration/fee-system, "Bonding Fees").
    uint256 public constant BOND_FEE = 20 ether;
    uint256 public constant CREATOR_BOND_REWARD = 5 ether;
    address public constant DEAD = 0x000000000000000000000000000000000000dEaD;

    /// The tuple mainnet's getTokenMetadata returns, as the same third-party ABI module as TokenCreated lists it
    /// (its fields match TokenCreated's); reserves and price are the live curve's.
    struct TokenMetadata {
        string name;
        string symbol;
        string image_uri;
        string description;
        string website;
        string twitter;
        string telegram;
        string discord;
        address creator;
        uint256 creationTimestamp;
        uint256 lastUpdated;
        uint256 startingLiquidity;
        uint256 currentHypeReserves;
        uint256 currentTokenReserves;
        uint256 totalSupply;
        uint256 currentPrice;
        uint8 dexIndex;
    }

    /// A token's curve: virtual reserves and where it is in its life.
    struct Curve {
        uint256 hypeReserve;
        uint256 tokenReserve;
        bool isFrozen;
        uint256 frozenTimestamp;
        bool isBonded;
        uint256 bondedTimestamp;
    }

    IUniswapV2Router02 public immutable router;
    address public immutable feeRecipient;
    address[] private tokens;
    mapping(address => TokenMetadata) private metadata;
    mapping(address => Curve) private curves;
    bool private entered;

    // `price` / `currentPrice` in every event: the spot price after the trade in HYPE wei per whole token
    // (1e6 units), i.e. hypeReserve * 1e6 / tokenReserve. Timestamps are block.timestamp.

    /// Signature: a third-party LiquidLaunch ABI module (createToken, getTokenMetadata and the events; found by
    /// code search, repository unnamed) and a token-monitor bot reading mainnet, both in the team's HYPEREVM.md.
    /// The official event list (api-reference) could not be read whole.
    event TokenCreated(
        address indexed token,
        address indexed creator,
        string name,
        string symbol,
        string image_uri,
        string description,
        string website,
        string twitter,
        string telegram,
        string discord,
        uint256 creationTimestamp,
        uint256 startingLiquidity,
        uint256 currentHypeReserves,
        uint256 currentTokenReserves,
        uint256 totalSupply,
        uint256 currentPrice,
        uint256 initialPurchaseAmount
    );
    /// Signature: DefiLlama/dimension-adapters fees/liquidlaunch/index.ts (decodes mainnet logs of this contract).
    /// hypeIn is the HYPE paid including the fee (less any refund); reserves are after the trade.
    event TokensPurchased(
        address indexed token,
        address indexed buyer,
        uint256 hypeIn,
        uint256 tokensOut,
        uint256 price,
        uint256 timestamp,
        uint256 hypeReserves,
        uint256 tokenReserves,
        uint256 totalSupply,
        string name,
        string symbol
    );
    /// Signature: DefiLlama/dimension-adapters fees/liquidlaunch/index.ts. hypeOut is what the seller receives
    /// (after the fee); reserves are after the trade.
    event TokensSold(
        address indexed token,
        address indexed seller,
        uint256 tokensIn,
        uint256 hypeOut,
        uint256 price,
        uint256 timestamp,
        uint256 hypeReserves,
        uint256 tokenReserves,
        uint256 totalSupply,
        string name,
        string symbol
    );
    /// Signature: https://docs.liqd.ag/liquidlaunch-integration/bonding-and-dex ("Events").
    event TokenFrozen(address indexed token);
    /// Signature: https://docs.liqd.ag/liquidlaunch-integration/bonding-and-dex ("Events").
    event TokenBonded(address indexed token);
    /// Signature: https://docs.liqd.ag/liquidlaunch-integration/bonding-and-dex ("Events"), also read by
    /// DefiLlama/dimension-adapters fees/liquidlaunch/index.ts. Emitted once per recipient of the bonding fee.
    event BondFeeCollected(address indexed token, address indexed recipient, uint256 feeAmount, uint256 timestamp);

    modifier nonReentrant() {
        require(!entered, "reentrant");
        entered = true;
        _;
        entered = false;
    }

    constructor(address router_, address feeRecipient_) {
        router = IUniswapV2Router02(router_);
        feeRecipient = feeRecipient_;
    }

    function createToken(
        string memory name,
        string memory symbol,
        string memory image_uri,
        string memory description,
        string memory website,
        string memory twitter,
        string memory telegram,
        string memory discord,
        uint8 dexIndex
    ) external payable nonReentrant returns (address tokenAddress) {
        tokenAddress = address(new LaunchToken(name, symbol, TOTAL_SUPPLY));
        tokens.push(tokenAddress);
        TokenMetadata storage meta = metadata[tokenAddress];
        meta.name = name;
        meta.symbol = symbol;
        meta.image_uri = image_uri;
        meta.description = description;
        meta.website = website;
        meta.twitter = twitter;
        meta.telegram = telegram;
        meta.discord = discord;
        meta.creator = msg.sender;
        meta.creationTimestamp = block.timestamp;
        meta.lastUpdated = block.timestamp;
        meta.startingLiquidity = VIRTUAL_HYPE_LIQUIDITY;
        meta.totalSupply = TOTAL_SUPPLY;
        meta.dexIndex = dexIndex;
        Curve storage curve = curves[tokenAddress];
        curve.hypeReserve = VIRTUAL_HYPE_LIQUIDITY;
        curve.tokenReserve = TOTAL_SUPPLY;
        _emitCreated(tokenAddress, meta, curve, msg.value);
        // The HYPE sent along is the creator's own first buy (anti-sniper, api-reference).
        if (msg.value > 0) _buy(tokenAddress, msg.sender, msg.value);
    }

    function buyTokens(address token) external payable nonReentrant {
        require(msg.value > 0, "no HYPE sent");
        _buy(token, msg.sender, msg.value);
    }

    function sellTokens(address token, uint256 tokenAmount) external nonReentrant {
        Curve storage curve = _tradable(token);
        TokenMetadata storage meta = metadata[token];
        require(tokenAmount > 0, "no tokens");
        if (msg.sender == meta.creator) {
            require(block.timestamp >= meta.creationTimestamp + CREATOR_SELL_LOCK, "creator sell locked");
        }
        uint256 gross = _hypeOut(curve, tokenAmount);
        uint256 fee = (gross * FEE_BPS) / 10_000;
        curve.hypeReserve -= gross;
        curve.tokenReserve += tokenAmount;
        LaunchToken(token).transferFrom(msg.sender, address(this), tokenAmount);
        _payFee(meta.creator, fee);
        _send(msg.sender, gross - fee);
        emit TokensSold(
            token, msg.sender, tokenAmount, gross - fee, _price(curve), block.timestamp,
            curve.hypeReserve, curve.tokenReserve, TOTAL_SUPPLY, meta.name, meta.symbol
        );
    }

    /// Anyone may graduate a frozen token: the bonding fee is paid, the rest of its HYPE and the matching
    /// tokens go to a HyperSwap V2 pair at the curve's final price, the LP tokens go to the dead address,
    /// and the tokens left over are burned.
    function completeBonding(address token) external nonReentrant {
        Curve storage curve = curves[token];
        require(curve.isFrozen, "not frozen");
        require(!curve.isBonded, "already bonded");
        curve.isBonded = true;
        curve.bondedTimestamp = block.timestamp;
        uint256 hypeForPool = curve.hypeReserve - VIRTUAL_HYPE_LIQUIDITY - BOND_FEE;
        uint256 tokensForPool = (hypeForPool * curve.tokenReserve) / curve.hypeReserve;
        LaunchToken launched = LaunchToken(token);
        launched.approve(address(router), tokensForPool);
        // Exact minimums: a pair someone seeded at another price makes bonding revert rather than reprice.
        router.addLiquidityETH{value: hypeForPool}(token, tokensForPool, tokensForPool, hypeForPool, DEAD, block.timestamp);
        launched.burn(launched.balanceOf(address(this)));
        address creator = metadata[token].creator;
        _send(feeRecipient, BOND_FEE - CREATOR_BOND_REWARD);
        _send(creator, CREATOR_BOND_REWARD);
        emit BondFeeCollected(token, feeRecipient, BOND_FEE - CREATOR_BOND_REWARD, block.timestamp);
        emit BondFeeCollected(token, creator, CREATOR_BOND_REWARD, block.timestamp);
        emit TokenBonded(token);
    }

    function getLiquidity(address token) public view returns (uint256 hypeReserve, uint256 tokenReserve) {
        Curve storage curve = curves[token];
        return (curve.hypeReserve, curve.tokenReserve);
    }

    /// Tokens a buy of `hypeAmount` (fee included) receives, capped at what is left for sale.
    function estimateBuy(address token, uint256 hypeAmount) public view returns (uint256) {
        (uint256 tokensOut, ) = _tokensOut(curves[token], hypeAmount - (hypeAmount * FEE_BPS) / 10_000);
        return tokensOut;
    }

    /// HYPE a sell of `tokenAmount` pays out, after the fee.
    function estimateSell(address token, uint256 tokenAmount) public view returns (uint256) {
        uint256 gross = _hypeOut(curves[token], tokenAmount);
        return gross - (gross * FEE_BPS) / 10_000;
    }

    function getTokenMetadata(address token) public view returns (TokenMetadata memory meta) {
        meta = metadata[token];
        Curve storage curve = curves[token];
        meta.currentHypeReserves = curve.hypeReserve;
        meta.currentTokenReserves = curve.tokenReserve;
        if (curve.tokenReserve > 0) meta.currentPrice = _price(curve);
    }

    function getTokenCreator(address token) external view returns (address) {
        return metadata[token].creator;
    }

    function getTokenCount() external view returns (uint256) {
        return tokens.length;
    }

    function getPaginatedTokensWithMetadata(uint256 start, uint256 limit)
        external
        view
        returns (address[] memory page, TokenMetadata[] memory metas)
    {
        uint256 end = start + limit > tokens.length ? tokens.length : start + limit;
        uint256 count = start >= end ? 0 : end - start;
        page = new address[](count);
        metas = new TokenMetadata[](count);
        for (uint256 i = 0; i < count; i++) {
            page[i] = tokens[start + i];
            metas[i] = getTokenMetadata(page[i]);
        }
    }

    function getTokenFrozenStatus(address token) external view returns (address, bool isFrozen, uint256 frozenTimestamp) {
        Curve storage curve = curves[token];
        return (token, curve.isFrozen, curve.frozenTimestamp);
    }

    function getTokenBondingStatus(address token) external view returns (address, bool isBonded, uint256 bondedTimestamp) {
        Curve storage curve = curves[token];
        return (token, curve.isBonded, curve.bondedTimestamp);
    }

    function _buy(address token, address buyer, uint256 hypePaid) private {
        Curve storage curve = _tradable(token);
        uint256 fee = (hypePaid * FEE_BPS) / 10_000;
        (uint256 tokensOut, uint256 netUsed) = _tokensOut(curve, hypePaid - fee);
        // The buy that sells out the curve takes only what is left; the rest of the HYPE goes back.
        uint256 refund = 0;
        if (netUsed < hypePaid - fee) {
            uint256 paidUsed = _ceilDiv(netUsed * 10_000, 10_000 - FEE_BPS);
            refund = hypePaid - paidUsed;
            fee = paidUsed - netUsed;
        }
        curve.hypeReserve += netUsed;
        curve.tokenReserve -= tokensOut;
        TokenMetadata storage meta = metadata[token];
        LaunchToken(token).transfer(buyer, tokensOut);
        _payFee(meta.creator, fee);
        if (refund > 0) _send(buyer, refund);
        emit TokensPurchased(
            token, buyer, hypePaid - refund, tokensOut, _price(curve), block.timestamp,
            curve.hypeReserve, curve.tokenReserve, TOTAL_SUPPLY, meta.name, meta.symbol
        );
        if (TOTAL_SUPPLY - curve.tokenReserve == TOKENS_FOR_SALE) {
            curve.isFrozen = true;
            curve.frozenTimestamp = block.timestamp;
            emit TokenFrozen(token);
        }
    }

    /// Tokens out for `hypeIn` (after fee), capped at what is left for sale; and the HYPE that takes.
    function _tokensOut(Curve storage curve, uint256 hypeIn) private view returns (uint256 tokensOut, uint256 hypeUsed) {
        uint256 k = curve.hypeReserve * curve.tokenReserve;
        tokensOut = curve.tokenReserve - _ceilDiv(k, curve.hypeReserve + hypeIn);
        hypeUsed = hypeIn;
        uint256 left = TOKENS_FOR_SALE - (TOTAL_SUPPLY - curve.tokenReserve);
        if (tokensOut > left) {
            tokensOut = left;
            hypeUsed = _ceilDiv(k, curve.tokenReserve - left) - curve.hypeReserve;
        }
    }

    /// HYPE out (before fee) for selling `tokenAmount` into the curve.
    function _hypeOut(Curve storage curve, uint256 tokenAmount) private view returns (uint256) {
        uint256 k = curve.hypeReserve * curve.tokenReserve;
        return curve.hypeReserve - _ceilDiv(k, curve.tokenReserve + tokenAmount);
    }

    function _tradable(address token) private view returns (Curve storage curve) {
        require(metadata[token].creator != address(0), "unknown token");
        curve = curves[token];
        require(!curve.isFrozen, "token frozen");
    }

    function _price(Curve storage curve) private view returns (uint256) {
        return (curve.hypeReserve * 1e6) / curve.tokenReserve;
    }

    function _ceilDiv(uint256 a, uint256 b) private pure returns (uint256) {
        return a == 0 ? 0 : (a - 1) / b + 1;
    }

    function _payFee(address creator, uint256 fee) private {
        uint256 creatorShare = fee / 2;
        _send(creator, creatorShare);
        _send(feeRecipient, fee - creatorShare);
    }

    function _send(address to, uint256 amount) private {
        if (amount == 0) return;
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "HYPE transfer failed");
    }

    function _emitCreated(address token, TokenMetadata storage meta, Curve storage curve, uint256 initialPurchase) private {
        emit TokenCreated(
            token, meta.creator, meta.name, meta.symbol, meta.image_uri, meta.description, meta.website,
            meta.twitter, meta.telegram, meta.discord, meta.creationTimestamp, VIRTUAL_HYPE_LIQUIDITY,
            curve.hypeReserve, curve.tokenReserve, TOTAL_SUPPLY, _price(curve), initialPurchase
        );
    }
}
