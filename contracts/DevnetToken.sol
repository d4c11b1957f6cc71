// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "./ERC20.sol";

/// A plain ERC20 the devnet mints itself: the 6-decimal stablecoins (USDT0, USDC) and the established
/// tokens its simulated market trades on HyperSwap. Only the deployer mints; a holder may burn its own (a
/// stablecoin's issuer burning what it redeemed).
contract DevnetToken is ERC20 {
    address public immutable owner;
    uint8 private immutable decimals_;

    constructor(string memory name_, string memory symbol_, uint8 tokenDecimals) ERC20(name_, symbol_) {
        owner = msg.sender;
        decimals_ = tokenDecimals;
    }

    function decimals() public view override returns (uint8) {
        return decimals_;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == owner, "only owner");
        _mint(to, amount);
    }

    function burn(uint256 amount) external {
        _burn(msg.sender, amount);
    }
}
