// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {OwnedToken} from "./OwnedToken.sol";

/// A pause switch: while paused only the owner can move tokens, so holders cannot sell.
contract PausableToken is OwnedToken {
    bool public paused;

    constructor(string memory name_, string memory symbol_, uint256 supply) OwnedToken(name_, symbol_, supply) {}

    function pause() external onlyOwner {
        paused = true;
    }

    function unpause() external onlyOwner {
        paused = false;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        require(!paused || from == owner, "transfers are paused");
        super._transfer(from, to, amount);
    }
}
