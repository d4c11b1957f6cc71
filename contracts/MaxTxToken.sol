// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {OwnedToken} from "./OwnedToken.sol";

/// A max-transaction limit: moving more than maxTxAmount at once reverts unless the owner is one side, so a
/// holder can only sell a large bag in slices; the owner can tighten the limit at any time (setMaxTxAmount).
contract MaxTxToken is OwnedToken {
    uint256 public maxTxAmount;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 maxTxAmount_) OwnedToken(name_, symbol_, supply) {
        maxTxAmount = maxTxAmount_;
    }

    function setMaxTxAmount(uint256 maxTxAmount_) external onlyOwner {
        maxTxAmount = maxTxAmount_;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        require(amount <= maxTxAmount || from == owner || to == owner, "exceeds the max transaction");
        super._transfer(from, to, amount);
    }
}
