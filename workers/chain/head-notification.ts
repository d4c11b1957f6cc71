import { z } from "../../shared/schemas/zod";

/** The id our one eth_subscribe request carries, so its answer is told apart from the notifications. */
export const SUBSCRIBE_REQUEST_ID = 1;

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]+$/);

/** The node's answer to `eth_subscribe ["newHeads"]`: the subscription's id, or why it refused. */
export const subscribeAnswerSchema = z.object({
  id: z.literal(SUBSCRIBE_REQUEST_ID),
  result: z.string().optional(),
  error: z.object({ message: z.string() }).optional(),
});

/** One `eth_subscription` notification of newHeads: the header of the block the node just took as its head. */
export const headNotificationSchema = z.object({
  method: z.literal("eth_subscription"),
  params: z.object({
    subscription: z.string(),
    result: z.object({ number: hexQuantity, hash: z.string() }),
  }),
});
export type HeadNotification = z.infer<typeof headNotificationSchema>;
