// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// A devnet ERC-721 drawn on chain: each token's traits come from its id and the collection's seed, and
/// tokenURI is a data: URI of JSON whose image is a data: URI of SVG. A few tokens of a rare collection wear a crown.
contract NftCollection is ERC721, ERC2981 {
    using Strings for uint256;

    uint256 public immutable maxSupply;
    uint256 public totalSupply;
    bytes32 private immutable seed;
    bool private immutable withRareTraits;

    string[5] private backgrounds = ["Mint", "Sky", "Sand", "Night", "Rose"];
    string[5] private backgroundColors = ["#b6f2d8", "#b8d8ff", "#f2e2b6", "#263248", "#f6c3d3"];
    string[4] private bodies = ["Round", "Square", "Tall", "Wide"];
    string[4] private eyes = ["Dots", "Wink", "Sleepy", "Laser"];

    constructor(string memory name_, string memory symbol_, uint256 maxSupply_, address royaltyReceiver, uint96 royaltyBps, bool rareTraits)
        ERC721(name_, symbol_)
    {
        maxSupply = maxSupply_;
        seed = keccak256(bytes(symbol_));
        withRareTraits = rareTraits;
        _setDefaultRoyalty(royaltyReceiver, royaltyBps);
    }

    /// Open mint up to the supply: ids run from 1 in mint order.
    function mint(address to, uint256 count) external {
        require(totalSupply + count <= maxSupply, "sold out");
        for (uint256 i = 0; i < count; i++) {
            _mint(to, ++totalSupply);
        }
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC721, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        uint256 dna = uint256(keccak256(abi.encode(seed, tokenId)));
        uint256 background = dna % 5;
        uint256 body = (dna >> 8) % 4;
        uint256 eye = (dna >> 16) % 4;
        bool crowned = withRareTraits && (dna >> 24) % 100 < 6;
        string memory svg = string.concat(
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><rect width='100' height='100' fill='",
            backgroundColors[background],
            "'/>",
            _body(body, dna),
            _eyes(eye),
            crowned ? "<path d='M34 22l8 10 8-14 8 14 8-10v14H34z' fill='#f5c542'/>" : "",
            "</svg>"
        );
        string memory attributes = string.concat(
            '[{"trait_type":"Background","value":"', backgrounds[background],
            '"},{"trait_type":"Body","value":"', bodies[body],
            '"},{"trait_type":"Eyes","value":"', eyes[eye],
            '"},{"trait_type":"Crown","value":"', crowned ? "Gold" : "None", '"}]'
        );
        string memory json = string.concat(
            '{"name":"', name(), " #", tokenId.toString(),
            '","image":"data:image/svg+xml;base64,', Base64.encode(bytes(svg)),
            '","attributes":', attributes, "}"
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }

    function _body(uint256 body, uint256 dna) private pure returns (string memory) {
        string memory color = string.concat("hsl(", ((dna >> 32) % 360).toString(), ",70%,55%)");
        if (body == 0) return string.concat("<circle cx='50' cy='60' r='26' fill='", color, "'/>");
        if (body == 1) return string.concat("<rect x='26' y='36' width='48' height='48' fill='", color, "'/>");
        if (body == 2) return string.concat("<rect x='34' y='30' width='32' height='60' rx='10' fill='", color, "'/>");
        return string.concat("<rect x='18' y='44' width='64' height='40' rx='16' fill='", color, "'/>");
    }

    function _eyes(uint256 eye) private pure returns (string memory) {
        if (eye == 0) return "<circle cx='42' cy='56' r='4'/><circle cx='58' cy='56' r='4'/>";
        if (eye == 1) return "<circle cx='42' cy='56' r='4'/><path d='M54 56h8' stroke='#000' stroke-width='3'/>";
        if (eye == 2) return "<path d='M38 56h8M54 56h8' stroke='#000' stroke-width='3'/>";
        return "<path d='M36 56h28' stroke='#e11' stroke-width='5'/>";
    }
}
