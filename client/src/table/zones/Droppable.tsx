/** A place cards can be dropped on (pointer or keyboard drag). */
import { useDroppable } from "@dnd-kit/core";
import type { HTMLAttributes, ReactNode } from "react";
import type { MoveTarget } from "../intents";

export interface DropInfo {
  target: MoveTarget;
  /** Announced: "your discard pile", or a slot of a row with its number. */
  label: string;
}

type Props = { id: string; target: MoveTarget; label: string; children?: ReactNode; className?: string; overClassName?: string; disabled?: boolean } & Omit<
  HTMLAttributes<HTMLDivElement>,
  "id"
>;

export function Droppable({ id, target, label, children, className = "", overClassName = "ring-2 ring-emerald-400 bg-emerald-400/10", disabled, ...rest }: Props) {
  const data: DropInfo = { target, label };
  const { setNodeRef, isOver } = useDroppable({ id, data, disabled });
  return (
    <div ref={setNodeRef} className={`${className} ${isOver ? overClassName : ""}`} {...rest}>
      {children}
    </div>
  );
}
