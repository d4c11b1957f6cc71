// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";

/// A fixed-amount token claim whose list hashes each address once, packed: leaf keccak256(abi.encodePacked(account)),
/// the encoding many hand-rolled drops use (and that a StandardMerkleTree proof does not fit).
contract PackedClaim {
    IERC20 public immutable token;
    uint256 public immutable amountPerClaim;
    bytes32 public immutable root;
    mapping(address account => bool) public claimed;

    event Claimed(address indexed account, uint256 amount);

    constructor(IERC20 token_, uint256 amount, bytes32 root_) {
        token = token_;
        amountPerClaim = amount;
        root = root_;
    }

    function claim(bytes32[] calldata proof) external {
        require(!claimed[msg.sender], "PackedClaim: already claimed");
        require(MerkleProof.verifyCalldata(proof, root, keccak256(abi.encodePacked(msg.sender))), "PackedClaim: not on the list");
        claimed[msg.sender] = true;
        require(token.transfer(msg.sender, amountPerClaim), "PackedClaim: transfer failed");
        emit Claimed(msg.sender, amountPerClaim);
    }
}
