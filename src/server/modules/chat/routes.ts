import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "#server/context.ts";
import { adminCookieToken } from "#server/lib/admin-cookie.ts";
import { notifyChatUnanswered } from "#server/modules/notifications/index.ts";
import type { AdminVerifier } from "#server/plugins/admin-guard.ts";
import { CHAT_PATH } from "#shared/schemas/chat.ts";
import { can } from "#shared/staff/roles.ts";
import { SocketsPerAddress } from "./address-sockets.ts";
import { conversationFromQuery, handleConnection, heartbeat } from "./connection.ts";
import type { ChatSocket } from "./hub.ts";

const HEARTBEAT_MS = 30_000;
/** Far above a 2000-character message; a bigger frame is closed by ws with 1009. */
const MAX_FRAME_BYTES = 16 * 1024;
/** WebSocket close code 1008: policy violation. */
const CLOSE_POLICY = 1008;

/**
 * A WebSocket upgrade is not bound by CORS, so the session cookie counts only when the page that opened
 * the socket is this site (besides SameSite=Strict keeping the cookie off cross-site upgrades): its origin
 * names the host the request came to (as a trusted proxy forwarded it) or the shop's PUBLIC_URL.
 */
function sameOrigin(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    const host = new URL(origin).host;
    return (
      host === request.host ||
      host === request.headers.host ||
      (!!publicUrl && host === new URL(publicUrl).host)
    );
  } catch {
    return false;
  }
}

/** The live chat: a WebSocket at /ws for shoppers and admin consoles. */
export async function chatRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { chat } = ctx;
  // Through ctx at call time, like the admin guard; a role without the chat permission is not an admin here.
  const verifier: AdminVerifier = {
    verify: async (token) => {
      const identity = await ctx.adminAuth.verify(token);
      const usable = identity && identity.secondFactor !== "must-enrol" && can(identity.role, "chat");
      return usable ? identity : null;
    },
  };
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const sockets = new SocketsPerAddress(ctx.config.CHAT_SOCKETS_PER_ADDRESS);
  // In onReady rather than here: avvio's plugin timeout must not hinge on how fast Redis answers.
  app.addHook("onReady", async () => {
    await chat.start(app.log);
  });

  app.route({
    method: "GET",
    url: CHAT_PATH,
    handler: async (_request, reply) =>
      reply.status(426).header("upgrade", "websocket").send({ message: "This endpoint speaks WebSocket" }),
    wsHandler: (socket, request) => {
      const address = request.ip;
      if (!sockets.open(address))
        return socket.close(CLOSE_POLICY, "Too many chat connections from your address");
      socket.once("close", () => sockets.closed(address));
      handleConnection(socket as ChatSocket, conversationFromQuery(request.query), {
        chat,
        verifier,
        cookieToken: sameOrigin(request, ctx.config.PUBLIC_URL)
          ? adminCookieToken(request.headers.cookie)
          : undefined,
        log: request.log,
        onShopperMessage: async (message) => {
          if (await chat.adminOnline()) return;
          await notifyChatUnanswered(ctx, {
            conversationId: message.conversationId,
            sender: message.sender,
            message: message.message,
          });
        },
      });
    },
  });

  const timer = setInterval(() => {
    heartbeat(chat, verifier).catch((err) => ctx.log.warn({ err }, "the chat heartbeat failed"));
  }, HEARTBEAT_MS);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await chat.close();
  });
}
