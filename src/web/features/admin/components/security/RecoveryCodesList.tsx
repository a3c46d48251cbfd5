/** Recovery codes, shown once: the person writes them down or saves them somewhere safe. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-bold">Your recovery codes</h3>
      <p className="text-sm text-zinc-700">
        Each code signs you in once if you lose your phone. They are shown only now: save them somewhere safe.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onDone}
        className="self-start rounded-md border border-zinc-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-zinc-100"
      >
        I have saved them
      </button>
    </div>
  );
}
