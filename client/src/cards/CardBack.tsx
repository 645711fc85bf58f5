/** The back of a card: what hidden and face-down cards look like. Decorative only. */
export function CardBack({ className = "" }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`flex h-full w-full items-center justify-center rounded-[6%] border-2 border-sky-950 bg-gradient-to-br from-sky-800 via-indigo-900 to-sky-950 ${className}`}
    >
      <div className="relative flex aspect-square w-1/2 items-center justify-center rounded-full border-2 border-slate-900 bg-gradient-to-b from-rose-600 from-50% to-slate-100 to-50%">
        <div className="absolute h-[8%] w-full bg-slate-900" />
        <div className="relative h-1/3 w-1/3 rounded-full border-2 border-slate-900 bg-slate-100" />
      </div>
    </div>
  );
}
