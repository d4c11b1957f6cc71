import { Hono } from "hono";
import {
  nftCollectionDetailSchema,
  nftCollectionParamSchema,
  nftCollectionQuerySchema,
  nftCollectionsQuerySchema,
  nftCollectionsSchema,
} from "../../../shared/schemas/nft";
import { errorResponse } from "../../http/errors";
import { validate } from "../../http/validate";
import { documented } from "../../openapi/describe";
import { nftCollection } from "../../tools/nft/nft-collection";
import { nftCollections } from "../../tools/nft/nft-collections";

// GET /api/v1/tools/nft/collections[/{collectionAddress}]: NFT collections with volumes that leave wash trades out (shared/schemas/nft.ts).
export const nft = new Hono<AppEnv>()
  .get(
    "/collections",
    documented({
      tag: "Tools",
      summary: "NFT collections",
      description:
        "Every indexed ERC-721 and ERC-1155 collection: floor (lowest open listing), volume and sales over 24 hours and 7 days, owners, supply, listed count and the floor's 24-hour change. Wash trades are left out of volumes unless includeWash=true; `wash` gives the share of volume they made.",
      response: nftCollectionsSchema,
      errors: { 400: "sort must be one of volume24h, volume7d, sales24h, floor, change24h, owners, supply, listed, name" },
    }),
    validate("query", nftCollectionsQuerySchema),
    async (c) => c.json(await nftCollections(c.env.DB, c.req.valid("query"))),
  )
  .get(
    "/collections/:collectionAddress",
    documented({
      tag: "Tools",
      summary: "One NFT collection",
      description:
        "A collection's items (images, traits, rarity rank; filtered by trait), traits, owner distribution, daily sales and floor, open listings and activity, each sale with its wash-trade reasons.",
      response: nftCollectionDetailSchema,
      errors: { 400: "itemSort must be one of id, rarity, price", 404: "Collection 0x… not found" },
    }),
    validate("param", nftCollectionParamSchema),
    validate("query", nftCollectionQuerySchema),
    async (c) => {
      const address = c.req.valid("param").collectionAddress.toLowerCase();
      const { includeWash, trait, itemSort } = c.req.valid("query");
      const detail = await nftCollection(c.env.DB, address, { includeWash, traits: trait, itemSort });
      return detail === null ? errorResponse(c, 404, `Collection ${address} not found`) : c.json(detail);
    },
  );
