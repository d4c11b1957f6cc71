// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {OwnedToken} from "./OwnedToken.sol";

/// A honeypot: anyone can buy and pass tokens to a wallet, but only the owner may send them to a contract,
/// so every sell into the pool reverts. The owner's own transfers (adding liquidity) go through.
contract HoneypotToken is OwnedToken {
    constructor(string memory name_, string memory symbol_, uint256 supply) OwnedToken(name_, symbol_, supply) {}

    function _transfer(address from, address to, uint256 amount) internal override {
        require(from == owner || to.code.length == 0, "transfer blocked");
        super._transfer(from, to, amount);
    }
}
