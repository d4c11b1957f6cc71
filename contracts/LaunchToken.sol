// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "./ERC20.sol";

/// A LiquidLaunch token: 1,000,000,000 units with 6 decimals, all minted to the launchpad that
/// created it. The launchpad may move a seller's tokens without an allowance, which is how
/// `sellTokens` needs no approval, and may burn the tokens it holds when the curve graduates.
contract LaunchToken is ERC20 {
    address public immutable launchpad;

    constructor(string memory name_, string memory symbol_, uint256 supply) ERC20(name_, symbol_) {
        launchpad = msg.sender;
        _mint(msg.sender, supply);
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function burn(uint256 amount) external {
        require(msg.sender == launchpad, "only launchpad");
        _burn(msg.sender, amount);
    }

    function _spendAllowance(address owner, address spender, uint256 amount) internal override {
        if (spender == launchpad) return;
        super._spendAllowance(owner, spender, amount);
    }
}
