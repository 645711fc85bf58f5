/**
 * A place cards can be dropped on (pointer or keyboard drag), or moved to by touch: with a card
 * selected, a tap on the place (or on a card lying in it: TableCard) sends what a drop there
 * sends (tapMove.ts).
 */
import { useDroppable } from "@dnd-kit/core";
import { useContext, type HTMLAttributes, type ReactNode } from "react";
import type { MoveTarget } from "../intents";
import { byTouch, DropHere, moveSelectionTo } from "../tapMove";
import { TableContext } from "../TableContext";

export interface DropInfo {
  target: MoveTarget;
  /** Announced: "your discard pile", or a slot of a row with its number. */
  label: string;
}

type Props = { id: string; target: MoveTarget; label: string; children?: ReactNode; className?: string; overClassName?: string; disabled?: boolean } & Omit<
  HTMLAttributes<HTMLDivElement>,
  "id"
>;

/** A tap on a control inside the place (a pile's "All" button) is that control's. */
const CONTROLS = "button, a, input, select, textarea, summary";

export function Droppable({ id, target, label, children, className = "", overClassName = "ring-2 ring-emerald-400 bg-emerald-400/10", disabled, onClick, ...rest }: Props) {
  const data: DropInfo = { target, label };
  const { setNodeRef, isOver } = useDroppable({ id, data, disabled });
  const ctx = useContext(TableContext);
  const outer = useContext(DropHere);
  return (
    <div
      ref={setNodeRef}
      className={`${className} ${isOver ? overClassName : ""}`}
      onClick={(e) => {
        onClick?.(e);
        if (e.isPropagationStopped() || disabled || !ctx?.persp.canAct || ctx.selection.length === 0 || ctx.targetMode || !byTouch(e)) return;
        if ((e.target as Element).closest(CONTROLS)) return;
        e.stopPropagation();
        moveSelectionTo(ctx, target);
      }}
      {...rest}
    >
      <DropHere.Provider value={disabled ? outer : target}>{children}</DropHere.Provider>
    </div>
  );
}
