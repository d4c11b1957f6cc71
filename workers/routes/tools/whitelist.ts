import { Hono } from "hono";
import { getAddress } from "viem";
import {
  WHITELIST_TREE_MAX_BYTES,
  WHITELIST_TREE_TOO_LARGE,
  whitelistCampaignListSchema,
  whitelistCampaignParamSchema,
  whitelistCheckRequestSchema,
  whitelistCheckSchema,
} from "../../../shared/schemas/whitelist";
import type { LargerBody } from "../../abuse/body-limit";
import { chainClient } from "../../chain/chain-client";
import { chainConfigFor } from "../../chain/chain-config";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { CHAIN_UNAVAILABLE, fromTheChain } from "../../tools/chain-unavailable";
import { whitelistCampaigns } from "../../tools/whitelist/campaigns";
import { checkWhitelist, knownCampaign } from "../../tools/whitelist/check-whitelist";

/** The check's body carries a whole published tree: its own cap, applied as the body is read (app.ts). */
export const WHITELIST_CHECK_BODY: Record<string, LargerBody> = {
  "/api/v1/tools/whitelist/check": { maxBytes: WHITELIST_TREE_MAX_BYTES, message: WHITELIST_TREE_TOO_LARGE },
};

// /api/v1/tools/whitelist/*: the known allowlist campaigns, their published trees, and the check (shared/schemas/whitelist.ts).
export const whitelist = new Hono<AppEnv>()
  .get(
    "/campaigns",
    documented({
      tag: "Tools",
      summary: "Allowlist campaigns known on the chain",
      description: "Allowlist mints and airdrops whose published trees the checker knows, with where the app serves each tree.",
      response: whitelistCampaignListSchema,
    }),
    (c) => c.json(whitelistCampaigns(chainConfigFor(c.env))),
  )
  .get(
    "/campaigns/:contract/tree",
    documented({
      tag: "Tools",
      summary: "A known campaign's published tree",
      description: "The file as its publisher wrote it: an OpenZeppelin StandardMerkleTree dump, a Uniswap claims file, or an address list.",
      response: null,
      status: 200,
      errors: { 400: "Invalid contract address format", 404: "No campaign the checker knows has this contract" },
    }),
    validate("param", whitelistCampaignParamSchema),
    (c) => {
      const campaign = knownCampaign(chainConfigFor(c.env), getAddress(c.req.valid("param").contract));
      if (campaign?.tree == null) throw new ApiError(404, "No campaign the checker knows has this contract");
      const json = campaign.format !== "address-list";
      return c.body(campaign.tree, 200, { "content-type": json ? "application/json; charset=utf-8" : "text/plain; charset=utf-8" });
    },
  )
  .post(
    "/check",
    documented({
      tag: "Tools",
      summary: "Check an address against a claim or mint contract",
      description:
        "Reads the contract's Merkle root, finds the leaf encoding of the tree (pasted, uploaded, by URL, or a known campaign's) that rebuilds it, the address's entry and proof, whether it claimed, and runs the claim with eth_call from the address.",
      response: whitelistCheckSchema,
      errors: {
        400: "The tree is not valid JSON: Unexpected end of JSON input",
        413: WHITELIST_TREE_TOO_LARGE,
        422: "The tree URL answered 404",
        503: CHAIN_UNAVAILABLE,
      },
    }),
    validate("json", whitelistCheckRequestSchema),
    async (c) => {
      const config = chainConfigFor(c.env);
      const ownOrigin = c.env.CHAIN === "devnet" ? new URL(c.req.url).origin : null;
      return c.json(await fromTheChain(() => checkWhitelist(chainClient(config.rpcUrl), config, c.req.valid("json"), ownOrigin)));
    },
  );
