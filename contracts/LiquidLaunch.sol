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
/// (0xDEC3540f5BA6f2aa3764583A9c29501FeB020030; docs.liqd.ag, liquidlaunch-integration/api-reference)
/// over a constant-product curve on virtual reserves. Graduation moves the liquidity to a
/// HyperSwap V2 pair whose LP tokens are burned.
contract LiquidLaunch {
    uint256 public constant VIRTUAL_HYPE_LIQUIDITY = 300 ether;
    uint256 public constant TOTAL_SUPPLY = 1_000_000_000 * 1e6;
    uint256 public constant TOKENS_FOR_SALE = 649_300_000 * 1e6;
    /// 1% of the HYPE side of every trade, split 50/50 between creator and protocol (api-reference).
    uint256 public constant FEE_BPS = 100;
    uint256 public constant CREATOR_SELL_LOCK = 1 hours;
    /// Paid to the creator when the token graduates (docs.liqd.ag, bonding-and-dex).
    uint256 public constant GRADUATION_REWARD = 5 ether;
    address public constant DEAD = 0x000000000000000000000000000000000000dEaD;

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
        uint256 hypeReserve;
        uint256 tokenReserve;
        uint256 realHypeReserve;
        bool isFrozen;
        uint256 frozenTimestamp;
        bool isBonded;
        uint256 bondedTimestamp;
    }

    IUniswapV2Router02 public immutable router;
    address public immutable feeRecipient;
    address[] private tokens;
    mapping(address => TokenMetadata) private metadata;
    bool private entered;

    // Events. TokenFrozen, TokenBonded and BondFeeCollected: docs.liqd.ag, liquidlaunch-integration/bonding-and-dex.
    // TokenCreated, TokensPurchased and TokensSold: DefiLlama dimension-adapters fees/liquidlaunch/index.ts and a
    // token-monitor bot reading mainnet (collected in the team's HYPEREVM.md); the official list could not be read whole.
    // `price` is the spot price after the trade: HYPE wei per whole token (1e6 units), i.e. hypeReserve * 1e6 / tokenReserve.
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
    event TokenFrozen(address indexed token);
    event TokenBonded(address indexed token);
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
        uint8 /* dexIndex: reserved, 0 */
    ) external payable nonReentrant returns (address tokenAddress) {
        LaunchToken token = new LaunchToken(name, symbol, TOTAL_SUPPLY);
        tokenAddress = address(token);
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
        meta.hypeReserve = VIRTUAL_HYPE_LIQUIDITY;
        meta.tokenReserve = TOTAL_SUPPLY;
        _emitCreated(tokenAddress, meta, msg.value);
        // The HYPE sent along is the creator's own first buy (anti-sniper, api-reference).
        if (msg.value > 0) _buy(tokenAddress, msg.sender, msg.value);
    }

    function buyTokens(address token) external payable nonReentrant {
        require(msg.value > 0, "no HYPE sent");
        _buy(token, msg.sender, msg.value);
    }

    function sellTokens(address token, uint256 tokenAmount) external nonReentrant {
        TokenMetadata storage meta = _tradable(token);
        require(tokenAmount > 0, "no tokens");
        if (msg.sender == meta.creator) {
            require(block.timestamp >= meta.creationTimestamp + CREATOR_SELL_LOCK, "creator sell locked");
        }
        uint256 gross = _hypeOut(meta, tokenAmount);
        uint256 fee = (gross * FEE_BPS) / 10_000;
        meta.hypeReserve -= gross;
        meta.tokenReserve += tokenAmount;
        meta.realHypeReserve -= gross;
        LaunchToken(token).transferFrom(msg.sender, address(this), tokenAmount);
        _payFee(meta.creator, fee);
        _send(msg.sender, gross - fee);
        emit TokensSold(
            token, msg.sender, tokenAmount, gross - fee, _price(meta), block.timestamp,
            meta.hypeReserve, meta.tokenReserve, TOTAL_SUPPLY, meta.name, meta.symbol
        );
    }

    /// Anyone may graduate a frozen token: its HYPE and tokens go to a HyperSwap V2 pair at the
    /// curve's final price, the LP tokens are burned, leftover tokens are burned, the creator gets 5 HYPE.
    function completeBonding(address token) external nonReentrant {
        TokenMetadata storage meta = metadata[token];
        require(meta.isFrozen, "not frozen");
        require(!meta.isBonded, "already bonded");
        meta.isBonded = true;
        meta.bondedTimestamp = block.timestamp;
        uint256 hypeForPool = meta.realHypeReserve - GRADUATION_REWARD;
        uint256 tokensForPool = (hypeForPool * meta.tokenReserve) / meta.hypeReserve;
        meta.realHypeReserve = 0;
        LaunchToken launched = LaunchToken(token);
        launched.approve(address(router), tokensForPool);
        router.addLiquidityETH{value: hypeForPool}(token, tokensForPool, tokensForPool, hypeForPool, DEAD, block.timestamp);
        launched.burn(launched.balanceOf(address(this)));
        _send(meta.creator, GRADUATION_REWARD);
        emit BondFeeCollected(token, meta.creator, GRADUATION_REWARD, block.timestamp);
        emit TokenBonded(token);
    }

    function getLiquidity(address token) public view returns (uint256 hypeReserve, uint256 tokenReserve) {
        TokenMetadata storage meta = metadata[token];
        return (meta.hypeReserve, meta.tokenReserve);
    }

    function estimateBuy(address token, uint256 hypeAmount) public view returns (uint256) {
        (uint256 tokensOut, ) = _tokensOut(metadata[token], hypeAmount - (hypeAmount * FEE_BPS) / 10_000);
        return tokensOut;
    }

    function estimateSell(address token, uint256 tokenAmount) public view returns (uint256) {
        uint256 gross = _hypeOut(metadata[token], tokenAmount);
        return gross - (gross * FEE_BPS) / 10_000;
    }

    function getTokenMetadata(address token) external view returns (TokenMetadata memory) {
        return metadata[token];
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
            metas[i] = metadata[page[i]];
        }
    }

    function getTokenFrozenStatus(address token) external view returns (address, bool isFrozen, uint256 frozenTimestamp) {
        TokenMetadata storage meta = metadata[token];
        return (token, meta.isFrozen, meta.frozenTimestamp);
    }

    function getTokenBondingStatus(address token) external view returns (address, bool isBonded, uint256 bondedTimestamp) {
        TokenMetadata storage meta = metadata[token];
        return (token, meta.isBonded, meta.bondedTimestamp);
    }

    function _buy(address token, address buyer, uint256 hypePaid) private {
        TokenMetadata storage meta = _tradable(token);
        uint256 fee = (hypePaid * FEE_BPS) / 10_000;
        (uint256 tokensOut, uint256 netUsed) = _tokensOut(meta, hypePaid - fee);
        // The buy that sells out the curve takes only what is left; the rest of the HYPE goes back.
        uint256 refund = 0;
        if (netUsed < hypePaid - fee) {
            uint256 paidUsed = (netUsed * 10_000) / (10_000 - FEE_BPS);
            refund = hypePaid - paidUsed;
            fee = paidUsed - netUsed;
        }
        meta.hypeReserve += netUsed;
        meta.tokenReserve -= tokensOut;
        meta.realHypeReserve += netUsed;
        LaunchToken(token).transfer(buyer, tokensOut);
        _payFee(meta.creator, fee);
        if (refund > 0) _send(buyer, refund);
        emit TokensPurchased(
            token, buyer, hypePaid - refund, tokensOut, _price(meta), block.timestamp,
            meta.hypeReserve, meta.tokenReserve, TOTAL_SUPPLY, meta.name, meta.symbol
        );
        if (TOTAL_SUPPLY - meta.tokenReserve == TOKENS_FOR_SALE) {
            meta.isFrozen = true;
            meta.frozenTimestamp = block.timestamp;
            emit TokenFrozen(token);
        }
    }

    /// Tokens out for `hypeIn` (after fee) on the curve, capped at what is left for sale; and the HYPE that takes.
    function _tokensOut(TokenMetadata storage meta, uint256 hypeIn) private view returns (uint256 tokensOut, uint256 hypeUsed) {
        uint256 k = meta.hypeReserve * meta.tokenReserve;
        tokensOut = meta.tokenReserve - k / (meta.hypeReserve + hypeIn);
        hypeUsed = hypeIn;
        uint256 left = TOKENS_FOR_SALE - (TOTAL_SUPPLY - meta.tokenReserve);
        if (tokensOut > left) {
            tokensOut = left;
            hypeUsed = k / (meta.tokenReserve - left) - meta.hypeReserve + 1;
        }
    }

    function _hypeOut(TokenMetadata storage meta, uint256 tokenAmount) private view returns (uint256) {
        uint256 k = meta.hypeReserve * meta.tokenReserve;
        return meta.hypeReserve - k / (meta.tokenReserve + tokenAmount) - 1;
    }

    function _tradable(address token) private view returns (TokenMetadata storage meta) {
        meta = metadata[token];
        require(meta.creator != address(0), "unknown token");
        require(!meta.isFrozen, "token frozen");
    }

    function _price(TokenMetadata storage meta) private view returns (uint256) {
        return (meta.hypeReserve * 1e6) / meta.tokenReserve;
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

    function _emitCreated(address token, TokenMetadata storage meta, uint256 initialPurchase) private {
        emit TokenCreated(
            token, meta.creator, meta.name, meta.symbol, meta.image_uri, meta.description, meta.website,
            meta.twitter, meta.telegram, meta.discord, meta.creationTimestamp, VIRTUAL_HYPE_LIQUIDITY,
            meta.hypeReserve, meta.tokenReserve, TOTAL_SUPPLY, _price(meta), initialPurchase
        );
    }
}
