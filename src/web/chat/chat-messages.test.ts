import { describe, expect, it } from "vitest";
import { addMessage, type ChatMessage, parseChatFrame } from "./chat-messages.ts";

const message = (id: number | undefined, text: string): ChatMessage => ({
  type: "other",
  message: text,
  sender: "Customer",
  timestamp: "2025-06-02T10:00:00.000Z",
  conversationId: "0b7c3a52-1f7e-4a7b-9d35-2b6c1f0e8a11",
  id,
});

describe("chat frames", () => {
  it("reads server frames and ignores anything else", () => {
    expect(parseChatFrame(JSON.stringify(message(1, "Hi")))).toEqual(message(1, "Hi"));
    expect(parseChatFrame("not json")).toBeNull();
    expect(parseChatFrame(JSON.stringify({ type: "auth", token: "x" }))).toBeNull();
    expect(parseChatFrame(JSON.stringify({ ...message(1, "Hi"), id: "1" }))).toBeNull();
    expect(parseChatFrame(new ArrayBuffer(2))).toBeNull();
  });

  it("shows each stored message once, in arrival order, up to the limit", () => {
    let list: ChatMessage[] = [];
    list = addMessage(list, message(1, "a"));
    list = addMessage(list, message(2, "b"));
    list = addMessage(list, message(1, "a again"));
    list = addMessage(list, message(undefined, "system"));
    expect(list.map((m) => m.message)).toEqual(["a", "b", "system"]);
    expect(addMessage(list, message(3, "c"), 2).map((m) => m.message)).toEqual(["system", "c"]);
  });
});
