// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A Chainlink-style USD price feed (8 decimals) behind the devnet's Aave oracle. Its keeper (the devnet's
/// simulator) pushes the price it reads off the devnet's reference pools when it moves, as Chainlink's
/// nodes push on deviation; only the keeper can set it.
contract ReferencePriceFeed {
    address public immutable owner;
    uint8 public constant decimals = 8;
    string public description;
    int256 public latestAnswer;
    uint256 public latestTimestamp;
    uint256 public latestRound;

    /// Chainlink's aggregator event, so indexers read price history the same way on both chains.
    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);

    constructor(string memory description_, int256 initialAnswer) {
        owner = msg.sender;
        description = description_;
        _set(initialAnswer);
    }

    function setPrice(int256 answer) external {
        require(msg.sender == owner, "only owner");
        _set(answer);
    }

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        return (uint80(latestRound), latestAnswer, latestTimestamp, latestTimestamp, uint80(latestRound));
    }

    function _set(int256 answer) private {
        require(answer > 0, "price must be positive");
        latestAnswer = answer;
        latestTimestamp = block.timestamp;
        latestRound += 1;
        emit AnswerUpdated(answer, latestRound, block.timestamp);
    }
}
