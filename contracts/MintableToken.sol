// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {OwnedToken} from "./OwnedToken.sol";

/// An owner-mintable supply: the owner can print tokens at will and sell them into the pool.
contract MintableToken is OwnedToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) OwnedToken(name_, symbol_, supply) {}

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
