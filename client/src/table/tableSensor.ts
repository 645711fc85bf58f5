/**
 * The table's one pointer sensor, telling a mouse from a finger (dnd-kit binds one handler per
 * event name, so the two kinds cannot be two PointerSensors side by side).
 *
 * A mouse or a pen drags as before: after MOUSE_DISTANCE px of movement (dnd-kit's PointerSensor).
 *
 * A finger's gestures must not collide: a card is picked up once it has been held HOLD_MS
 * without moving more than TOLERANCE px and then moves more than TOLERANCE px; a finger that
 * moves before HOLD_MS is a swipe, and drags nothing; held still for LONG_PRESS_MS it is a long
 * press, which opens the card's menu as a right-click does (a `contextmenu` event on the card, so
 * the card's own handler opens the same menu at the same place). The browser's own long-press
 * menu, and the click a long press may end with, are kept from the page meanwhile: the menu
 * opened under the finger must not take the release as a pick. The cards say `touch-action:
 * none` (TableCard): without it the browser takes the moving finger for a scroll and cancels the
 * pointer stream after its first move.
 */
import { PointerSensor, type PointerSensorOptions, type SensorInstance, type SensorProps } from "@dnd-kit/core";

export const MOUSE_DISTANCE = 5;
export const HOLD_MS = 150;
export const TOLERANCE = 8;
export const LONG_PRESS_MS = 500;

type Props = SensorProps<PointerSensorOptions>;

const isTouch = (event: Event) => (event as PointerEvent).pointerType === "touch";
const moved = (from: { x: number; y: number }, e: PointerEvent, px: number) => Math.hypot(e.clientX - from.x, e.clientY - from.y) > px;

export class TableSensor implements SensorInstance {
  static activators = PointerSensor.activators;

  private drag: PointerSensor | null = null;
  private readonly touch: TouchPress | null = null;

  constructor(props: Props) {
    if (isTouch(props.event)) this.touch = new TouchPress(props, (start) => (this.drag = start()));
    else this.drag = new PointerSensor({ ...props, options: { ...props.options, activationConstraint: { distance: MOUSE_DISTANCE } } });
  }

  get autoScrollEnabled(): boolean {
    return this.drag?.autoScrollEnabled ?? true;
  }
}

/** One finger on a card, until it drags, swipes, long-presses or lifts. */
class TouchPress {
  private readonly start: { x: number; y: number };
  private readonly pointerId: number;
  private held = false;
  private readonly timers: ReturnType<typeof setTimeout>[];
  private readonly doc: Document;
  /** This press's own listener, so a press that ends late never removes a newer press's. */
  private readonly swallow = (e: Event) => {
    e.preventDefault();
    e.stopPropagation();
  };

  constructor(
    private readonly props: Props,
    private readonly dragging: (start: () => PointerSensor) => void,
  ) {
    const event = props.event as PointerEvent;
    this.start = { x: event.clientX, y: event.clientY };
    this.pointerId = event.pointerId;
    this.doc = (event.target as Node | null)?.ownerDocument ?? document;
    this.timers = [setTimeout(() => (this.held = true), HOLD_MS), setTimeout(() => this.longPress(), LONG_PRESS_MS)];
    this.doc.addEventListener("pointermove", this.onMove, { passive: false });
    this.doc.addEventListener("pointerup", this.onLift);
    this.doc.addEventListener("pointercancel", this.onLift);
    // The browser's long-press menu (and its own timing) would race ours.
    window.addEventListener("contextmenu", this.swallow, { capture: true });
  }

  private readonly onMove = (e: PointerEvent) => {
    if (e.pointerId !== this.pointerId || !moved(this.start, e, TOLERANCE)) return;
    if (!this.held) return this.giveUp();
    if (e.cancelable) e.preventDefault();
    this.stop();
    // dnd-kit's own sensor takes over from the first touch: it starts the drag there and
    // follows the finger (its moves, its lift, Escape), and keeps the click after the drop from the page.
    this.dragging(() => new PointerSensor({ ...this.props, options: { ...this.props.options, activationConstraint: undefined } }));
  };

  private readonly onLift = (e: PointerEvent) => {
    if (e.pointerId === this.pointerId) this.giveUp();
  };

  private longPress() {
    this.giveUp();
    const target = this.props.event.target as Element | null;
    const on = target?.isConnected ? target : this.props.activeNode.node.current;
    // Until the finger lifts: the click it may end with would land on the menu opened under it.
    const lift = () => {
      this.doc.removeEventListener("pointerup", lift, true);
      this.doc.removeEventListener("pointercancel", lift, true);
      setTimeout(() => {
        this.doc.removeEventListener("click", this.swallow, true);
        window.removeEventListener("contextmenu", this.swallow, { capture: true });
      }, 50);
    };
    on?.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true, clientX: this.start.x, clientY: this.start.y, button: 2 }));
    this.doc.addEventListener("click", this.swallow, true);
    window.addEventListener("contextmenu", this.swallow, { capture: true });
    this.doc.addEventListener("pointerup", lift, true);
    this.doc.addEventListener("pointercancel", lift, true);
  }

  /** No drag: dnd-kit forgets the card it was told might be picked up. */
  private giveUp() {
    this.stop();
    this.props.onAbort(this.props.active);
    this.props.onCancel();
  }

  private stop() {
    for (const timer of this.timers) clearTimeout(timer);
    this.doc.removeEventListener("pointermove", this.onMove);
    this.doc.removeEventListener("pointerup", this.onLift);
    this.doc.removeEventListener("pointercancel", this.onLift);
    window.removeEventListener("contextmenu", this.swallow, { capture: true });
  }
}

