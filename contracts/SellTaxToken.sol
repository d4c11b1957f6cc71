// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {OwnedToken} from "./OwnedToken.sol";

/// A sell tax: a share of every transfer into the token's pool goes to the owner, who can change the
/// share at any time (setSellTax). Buys and wallet-to-wallet transfers are untaxed.
contract SellTaxToken is OwnedToken {
    uint256 public sellTaxBps;
    address public pool;

    constructor(string memory name_, string memory symbol_, uint256 supply, uint256 sellTaxBps_) OwnedToken(name_, symbol_, supply) {
        sellTaxBps = sellTaxBps_;
    }

    function setPool(address pool_) external onlyOwner {
        pool = pool_;
    }

    function setSellTax(uint256 sellTaxBps_) external onlyOwner {
        require(sellTaxBps_ <= 10_000, "tax above 100%");
        sellTaxBps = sellTaxBps_;
    }

    function _transfer(address from, address to, uint256 amount) internal override {
        uint256 tax = to == pool && from != owner ? (amount * sellTaxBps) / 10_000 : 0;
        if (tax > 0) super._transfer(from, owner, tax);
        super._transfer(from, to, amount - tax);
    }
}
