// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface ISimulatedToken {
    function balanceOf(address owner) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function approve(address spender, uint256 amount) external returns (bool);
}

/// LiquidLaunch's trading functions (contracts/LiquidLaunch.sol).
interface ICurve {
    function buyTokens(address token) external payable;
    function sellTokens(address token, uint256 tokenAmount) external;
}

/// HyperSwap V2's Router02 (Uniswap's).
interface IV2Router {
    function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] calldata path, address to, uint256 deadline)
        external
        payable;
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

/// HyperSwap V3's SwapRouter (Uniswap's).
interface IV3Router {
    struct ExactInputSingleParams {
        address tokenIn;
        address tokenOut;
        uint24 fee;
        address recipient;
        uint256 deadline;
        uint256 amountIn;
        uint256 amountOutMinimum;
        uint160 sqrtPriceLimitX96;
    }

    function exactInputSingle(ExactInputSingleParams calldata params) external payable returns (uint256 amountOut);
}

/// Never deployed. The token sniffer runs this contract's creation code in an eth_call with no `to`: the
/// constructor buys the token with the HYPE sent along, passes a tenth of it to a fresh address and sells the
/// rest, each step through the token's own market (the launchpad's curve, a V2 pair or a V3 pool), and returns
/// for each step the tokens that left one side and reached the other (a tax is the difference), the HYPE paid
/// or received, the gas used and, on a revert, the revert data. The caller is a fresh contract at a fresh
/// address, so no whitelist applies; nothing is ever sent.
contract TradeSimulator {
    enum Venue {
        Curve,
        V2,
        V3
    }

    /// `router`: the launchpad for the curve, Router02 for V2, SwapRouter for V3; `pool`: where the market
    /// keeps its tokens (the launchpad for the curve, else the pair or pool); `fee`: the V3 pool's fee tier.
    struct Market {
        Venue venue;
        address router;
        address pool;
        address whype;
        uint24 fee;
    }

    /// `sent`: tokens that left the sender (the pool on a buy); `received`: tokens that reached the recipient;
    /// `value`: HYPE paid for a buy, HYPE (WHYPE on V3) paid out for a sell.
    struct Step {
        bool ok;
        bytes revertData;
        uint256 sent;
        uint256 received;
        uint256 value;
        uint256 gasUsed;
    }

    constructor(Market memory market, address token, uint256 hypeIn) payable {
        Step memory bought = _buy(market, token, hypeIn);
        Step memory passed;
        Step memory sold;
        uint256 held = _balanceOf(token, address(this));
        if (bought.ok && held > 0) {
            passed = _transfer(token, held / 10);
            if (passed.ok) sold = _sell(market, token, _balanceOf(token, address(this)));
        }
        bytes memory result = abi.encode(bought, passed, sold);
        assembly {
            return(add(result, 32), mload(result))
        }
    }

    function _buy(Market memory market, address token, uint256 hypeIn) private returns (Step memory step) {
        bytes memory swap;
        if (market.venue == Venue.Curve) {
            swap = abi.encodeCall(ICurve.buyTokens, (token));
        } else if (market.venue == Venue.V2) {
            swap = abi.encodeCall(
                IV2Router.swapExactETHForTokensSupportingFeeOnTransferTokens, (0, _path(market.whype, token), address(this), block.timestamp)
            );
        } else {
            swap = abi.encodeCall(IV3Router.exactInputSingle, (_v3Params(market, market.whype, token, hypeIn)));
        }
        uint256 poolBefore = _balanceOf(token, market.pool);
        uint256 before = _balanceOf(token, address(this));
        uint256 hypeBefore = address(this).balance;
        _run(step, market.router, hypeIn, swap);
        if (!step.ok) return step;
        step.sent = poolBefore - _balanceOf(token, market.pool);
        step.received = _balanceOf(token, address(this)) - before;
        // A curve buy that sells out the curve refunds what it could not use.
        step.value = hypeBefore - address(this).balance;
    }

    function _transfer(address token, uint256 amount) private returns (Step memory step) {
        address sink = address(uint160(uint256(keccak256(abi.encode(address(this), "sink")))));
        uint256 before = _balanceOf(token, sink);
        uint256 held = _balanceOf(token, address(this));
        _run(step, token, 0, abi.encodeCall(ISimulatedToken.transfer, (sink, amount)));
        if (!step.ok) return step;
        step.sent = held - _balanceOf(token, address(this));
        step.received = _balanceOf(token, sink) - before;
    }

    function _sell(Market memory market, address token, uint256 amount) private returns (Step memory step) {
        bytes memory swap;
        if (market.venue == Venue.Curve) {
            // The launchpad moves a seller's tokens without an allowance.
            swap = abi.encodeCall(ICurve.sellTokens, (token, amount));
        } else {
            _run(step, token, 0, abi.encodeCall(ISimulatedToken.approve, (market.router, type(uint256).max)));
            if (!step.ok) return step;
            swap = market.venue == Venue.V2
                ? abi.encodeCall(
                    IV2Router.swapExactTokensForETHSupportingFeeOnTransferTokens, (amount, 0, _path(token, market.whype), address(this), block.timestamp)
                )
                : abi.encodeCall(IV3Router.exactInputSingle, (_v3Params(market, token, market.whype, amount)));
        }
        // A V3 sell pays out WHYPE; the others pay HYPE.
        bool paysWrapped = market.venue == Venue.V3;
        uint256 poolBefore = _balanceOf(token, market.pool);
        uint256 held = _balanceOf(token, address(this));
        uint256 proceedsBefore = paysWrapped ? _balanceOf(market.whype, address(this)) : address(this).balance;
        _run(step, market.router, 0, swap);
        if (!step.ok) return step;
        step.sent = held - _balanceOf(token, address(this));
        step.received = _balanceOf(token, market.pool) - poolBefore;
        step.value = (paysWrapped ? _balanceOf(market.whype, address(this)) : address(this).balance) - proceedsBefore;
    }

    /// Calls `target`, recording success, the revert data and the gas the call used. A token that answers
    /// `false` instead of reverting has failed too.
    function _run(Step memory step, address target, uint256 value, bytes memory data) private {
        uint256 gasBefore = gasleft();
        (bool ok, bytes memory returned) = target.call{value: value}(data);
        step.gasUsed = gasBefore - gasleft();
        if (ok && returned.length == 32 && abi.decode(returned, (uint256)) == 0 && _returnsBool(data)) ok = false;
        step.ok = ok;
        if (!ok) step.revertData = returned;
    }

    function _returnsBool(bytes memory data) private pure returns (bool) {
        bytes4 selector = bytes4(data);
        return selector == ISimulatedToken.transfer.selector || selector == ISimulatedToken.approve.selector;
    }

    /// A balance, or 0 when balanceOf reverts.
    function _balanceOf(address token, address owner) private view returns (uint256) {
        (bool ok, bytes memory returned) = token.staticcall(abi.encodeCall(ISimulatedToken.balanceOf, (owner)));
        return ok && returned.length >= 32 ? abi.decode(returned, (uint256)) : 0;
    }

    function _v3Params(Market memory market, address tokenIn, address tokenOut, uint256 amountIn)
        private
        view
        returns (IV3Router.ExactInputSingleParams memory)
    {
        return IV3Router.ExactInputSingleParams(tokenIn, tokenOut, market.fee, address(this), block.timestamp, amountIn, 0, 0);
    }

    function _path(address from, address to) private pure returns (address[] memory path) {
        path = new address[](2);
        path[0] = from;
        path[1] = to;
    }
}
