import { Hono } from "hono";
import { z } from "zod";
import { principalSchema } from "../../shared/schemas/token-lists";
import { PROFILE_PRINCIPALS_MAX, profilePrincipalsSchema, profilesResponseSchema, userSchema } from "../../shared/schemas/users";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { documented } from "../openapi/describe";
import { findUser, profiles } from "../queries/users";

// /api/user/{principal} and /api/profile/{principal[,principal…]}.
export const users = new Hono<AppEnv>()
  .get(
    "/user/:principal",
    documented({ tag: "Users", summary: "A user by principal", response: userSchema, errors: { 400: "Invalid principal", 404: "User not found: 0x…" } }),
    validate("param", z.object({ principal: principalSchema })),
    async (c) => {
      const { principal } = c.req.valid("param");
      const user = await findUser(c.env.DB, principal.toLowerCase());
      if (user === null) throw new ApiError(404, `User not found: ${principal}`);
      return c.json(user);
    },
  )
  .get(
    "/profile/:principals",
    documented({
      tag: "Users",
      summary: `Profiles of up to ${PROFILE_PRINCIPALS_MAX} principals`,
      response: profilesResponseSchema,
      errors: { 400: "Invalid principal" },
    }),
    validate("param", z.object({ principals: profilePrincipalsSchema })),
    async (c) => {
      return c.json(await profiles(c.env.DB, c.req.valid("param").principals));
    },
  );
