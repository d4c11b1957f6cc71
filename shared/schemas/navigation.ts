import { z } from "./zod";

/** A header, menu or footer entry. `icon` is an image path when it contains a dot, else emoji or text. */
export const navigationItemSchema = z.object({
  label: z.string(),
  icon: z.string().optional(),
  path: z.string().optional(),
  action: z.enum(["open-developer-guide"]).optional(),
  isExternal: z.boolean().optional(),
});
export type NavigationItem = z.infer<typeof navigationItemSchema>;
