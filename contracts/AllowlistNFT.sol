// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";

/// An allowlist mint as OpenZeppelin's StandardMerkleTree publishes it: each listed address mints one token,
/// its leaf keccak256(bytes.concat(keccak256(abi.encode(account)))), checked against a root fixed at deployment.
contract AllowlistNFT is ERC721 {
    bytes32 public immutable merkleRoot;
    uint256 public totalSupply;
    mapping(address account => bool) public minted;

    error AlreadyMinted(address account);
    error NotOnAllowlist(address account);

    constructor(string memory name_, string memory symbol_, bytes32 root) ERC721(name_, symbol_) {
        merkleRoot = root;
    }

    function mint(bytes32[] calldata proof) external returns (uint256 tokenId) {
        if (minted[msg.sender]) revert AlreadyMinted(msg.sender);
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(msg.sender))));
        if (!MerkleProof.verifyCalldata(proof, merkleRoot, leaf)) revert NotOnAllowlist(msg.sender);
        minted[msg.sender] = true;
        tokenId = ++totalSupply;
        _safeMint(msg.sender, tokenId);
    }
}
