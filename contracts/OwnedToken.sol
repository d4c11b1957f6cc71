// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "./ERC20.sol";

/// An ERC20 with an owner and a fixed supply minted to its deployer: the shape most tokens launched outside
/// the launchpad take. The devnet's planted scam tokens (HoneypotToken, SellTaxToken, MintableToken,
/// BlacklistToken, PausableToken) each add one trap to it, for the token sniffer to catch.
abstract contract OwnedToken is ERC20 {
    address public owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    modifier onlyOwner() {
        require(msg.sender == owner, "caller is not the owner");
        _;
    }

    constructor(string memory name_, string memory symbol_, uint256 supply) ERC20(name_, symbol_) {
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
        _mint(msg.sender, supply);
    }

    function decimals() public pure override returns (uint8) {
        return 18;
    }

    function transferOwnership(address newOwner) external onlyOwner {
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }
}
