import { RefreshCw, Trash2 } from "lucide-react";
import { useId } from "react";
import { londonTime } from "#shared/dates.ts";
import { ChatComposer } from "#web/chat/components/ChatComposer.tsx";
import { ChatLog } from "#web/chat/components/ChatLog.tsx";
import { ConnectionBadge } from "#web/chat/components/ConnectionBadge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { NativeSelect } from "../NativeSelect.tsx";
import { useAdminChat } from "./use-admin-chat.ts";

const short = (conversationId: string) => conversationId.slice(0, 8);
const LATEST = "__latest__";

/** The live messaging console: every conversation, replies to the chosen one. */
export function WebSocketAdminTab() {
  const chat = useAdminChat();
  const headingId = useId();
  const selectId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-2xl font-black uppercase">
          Live Chat
        </h2>
        <ConnectionBadge status={chat.status} />
        <div className="ml-auto flex gap-2">
          <Button size="sm" variant="outline" onClick={chat.clear}>
            <Trash2 aria-hidden="true" />
            Clear History
          </Button>
          <Button size="sm" variant="outline" onClick={chat.reconnect}>
            <RefreshCw aria-hidden="true" />
            Reconnect
          </Button>
        </div>
      </div>
      <ChatLog
        messages={chat.messages}
        mine="admin"
        label="Message history"
        empty="No messages yet. Shoppers' messages appear here."
        className="h-[400px] rounded-lg border border-zinc-200 bg-white"
        meta={(m) => (
          <button
            type="button"
            onClick={() => chat.choose(m.conversationId)}
            className="ml-2 cursor-pointer font-mono underline underline-offset-2"
            aria-label={`Reply to conversation ${short(m.conversationId)}`}
          >
            #{short(m.conversationId)}
          </button>
        )}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={selectId}>Reply to</Label>
        <NativeSelect
          id={selectId}
          value={chat.following ? LATEST : (chat.target ?? LATEST)}
          onChange={(e) => chat.choose(e.target.value === LATEST ? null : e.target.value)}
          disabled={chat.conversations.length === 0}
        >
          <option value={LATEST}>
            {chat.conversations[0]
              ? `Latest shopper message (#${short(chat.conversations[0].id)}, ${chat.conversations[0].sender})`
              : "No conversations yet"}
          </option>
          {chat.conversations.map((c) => (
            <option key={c.id} value={c.id}>
              #{short(c.id)}: {c.sender}, last message {londonTime(c.lastAt)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ChatComposer onSend={chat.send} label="Type a reply" />
    </section>
  );
}
