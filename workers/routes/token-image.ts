import { Hono } from "hono";
import { z } from "zod";
import { validate } from "../http/validate";
import { tokenImageSvg } from "../images/token-image-svg";
import { documented } from "../openapi/describe";

const imageParams = z.object({
  file: z
    .string()
    .regex(/^[a-z0-9]{1,32}-[a-z0-9]{1,64}\.svg$/, "Invalid token image name")
    .meta({ example: "purr-1.svg" }),
});

// GET /images/tokens/{symbol}-{id}.svg: the devnet's token logos, drawn from their names (the
// launchpad stores these paths as image_uri); the same name always gives the same image.
export const tokenImage = new Hono<AppEnv>().get(
  "/:file",
  documented({
    tag: "Tokens",
    summary: "A devnet token's logo",
    description: "Drawn from the token's name; the same name always gives the same image.",
    response: z.string(),
    mediaType: "image/svg+xml",
    errors: { 400: "Invalid token image name" },
  }),
  validate("param", imageParams),
  (c) => {
    const name = c.req.valid("param").file.slice(0, -".svg".length);
    c.header("Content-Type", "image/svg+xml");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(tokenImageSvg(name));
  },
);
