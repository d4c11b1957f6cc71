// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {OwnedToken} from "./OwnedToken.sol";

/// A blacklist: the owner can stop any holder from moving their tokens.
contract BlacklistToken is OwnedToken {
    mapping(address => bool) public isBlacklisted;

    constructor(string memory name_, string memory symbol_, uint256 supply) OwnedToken(name_, symbol_, supply) {}

    function setBlacklisted(address account, bool blocked) external onlyOwner {
        isBlacklisted[account] = blocked;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        require(!isBlacklisted[from], "sender is blacklisted");
        super._transfer(from, to, amount);
    }
}
