// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";
import {ERC2981} from "@openzeppelin/contracts/token/common/ERC2981.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// A devnet ERC-1155 of a few editions, each an on-chain SVG badge; uri(id) is a data: URI of JSON.
contract NftEditions is ERC1155, ERC2981 {
    using Strings for uint256;

    string public name;
    string public symbol;
    string[5] private tiers = ["Bronze", "Silver", "Gold", "Platinum", "Diamond"];
    string[5] private colors = ["#b87333", "#c0c0c0", "#f5c542", "#9fd3e6", "#7fe6ff"];

    constructor(string memory name_, string memory symbol_, address royaltyReceiver, uint96 royaltyBps) ERC1155("") {
        name = name_;
        symbol = symbol_;
        _setDefaultRoyalty(royaltyReceiver, royaltyBps);
    }

    function mint(address to, uint256 id, uint256 amount) external {
        require(id >= 1 && id <= 5, "no such edition");
        _mint(to, id, amount, "");
    }

    function supportsInterface(bytes4 interfaceId) public view override(ERC1155, ERC2981) returns (bool) {
        return super.supportsInterface(interfaceId);
    }

    function uri(uint256 id) public view override returns (string memory) {
        require(id >= 1 && id <= 5, "no such edition");
        string memory tier = tiers[id - 1];
        string memory svg = string.concat(
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><rect width='100' height='100' fill='#1c2230'/>",
            "<polygon points='50,12 86,50 50,88 14,50' fill='", colors[id - 1], "'/></svg>"
        );
        string memory json = string.concat(
            '{"name":"', name, " ", tier,
            '","image":"data:image/svg+xml;base64,', Base64.encode(bytes(svg)),
            '","attributes":[{"trait_type":"Tier","value":"', tier, '"}]}'
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }
}
