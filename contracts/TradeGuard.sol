// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface ILiquidLaunchCurve {
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

    function buyTokens(address token) external payable;
    function sellTokens(address token, uint256 tokenAmount) external;
    function getTokenMetadata(address token) external view returns (TokenMetadata memory);
}

interface IGuardedToken {
    function balanceOf(address owner) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

/// Trades on the LiquidLaunch curve with a floor and a deadline the chain enforces: the launchpad's
/// buyTokens/sellTokens take no minimum, so a trade landing just before ours in the same block could
/// fill it at any price. Whatever a trade receives goes to its caller in the same call; the guard holds
/// nothing between calls and has no owner, no admin and no upgrade.
contract TradeGuard {
    /// The launchpad's own lock on its creator's sells (LiquidLaunch.CREATOR_SELL_LOCK), held here too:
    /// the launchpad sees the guard as the seller, so without it the guard would be a way around the lock.
    uint256 public constant CREATOR_SELL_LOCK = 1 hours;

    ILiquidLaunchCurve public immutable launchpad;
    bool private entered;

    /// Emitted before the launchpad's TokensPurchased/TokensSold, whose buyer/seller is the guard: the
    /// trader behind them (the indexer credits the trade to this address).
    event GuardedTrade(address indexed trader, address indexed token);

    modifier nonReentrant() {
        require(!entered, "TradeGuard: reentrant");
        entered = true;
        _;
        entered = false;
    }

    constructor(address launchpad_) {
        launchpad = ILiquidLaunchCurve(launchpad_);
    }

    /// Buys `token` with all the HYPE sent; reverts after `deadline` or when it would receive fewer than `minOut` tokens.
    function buy(address token, uint256 minOut, uint256 deadline) external payable nonReentrant {
        require(block.timestamp <= deadline, "TradeGuard: expired");
        emit GuardedTrade(msg.sender, token);
        IGuardedToken launched = IGuardedToken(token);
        // Differences, not balances: HYPE or tokens someone forced onto the guard are never paid out.
        uint256 hypeBefore = address(this).balance - msg.value;
        uint256 tokensBefore = launched.balanceOf(address(this));
        launchpad.buyTokens{value: msg.value}(token);
        uint256 tokensOut = launched.balanceOf(address(this)) - tokensBefore;
        require(tokensOut >= minOut, "TradeGuard: below minimum");
        require(launched.transfer(msg.sender, tokensOut), "TradeGuard: token transfer failed");
        // The buy that sells out the curve gets back the HYPE it could not spend.
        _sendHype(msg.sender, address(this).balance - hypeBefore);
    }

    /// Sells `amountIn` of the caller's `token` (approved to the guard); reverts after `deadline` or when it would receive less than `minOut` HYPE.
    function sell(address token, uint256 amountIn, uint256 minOut, uint256 deadline) external nonReentrant {
        require(block.timestamp <= deadline, "TradeGuard: expired");
        ILiquidLaunchCurve.TokenMetadata memory meta = launchpad.getTokenMetadata(token);
        if (msg.sender == meta.creator) {
            require(block.timestamp >= meta.creationTimestamp + CREATOR_SELL_LOCK, "creator sell locked");
        }
        emit GuardedTrade(msg.sender, token);
        IGuardedToken launched = IGuardedToken(token);
        require(launched.transferFrom(msg.sender, address(this), amountIn), "TradeGuard: token transfer failed");
        require(launched.approve(address(launchpad), amountIn), "TradeGuard: approve failed");
        uint256 hypeBefore = address(this).balance;
        launchpad.sellTokens(token, amountIn);
        uint256 hypeOut = address(this).balance - hypeBefore;
        require(hypeOut >= minOut, "TradeGuard: below minimum");
        _sendHype(msg.sender, hypeOut);
    }

    /// Only the launchpad pays the guard (a sell's proceeds, a buy's refund), and only during a trade.
    receive() external payable {
        require(msg.sender == address(launchpad) && entered, "TradeGuard: unexpected HYPE");
    }

    function _sendHype(address to, uint256 amount) private {
        if (amount == 0) return;
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "TradeGuard: HYPE transfer failed");
    }
}
