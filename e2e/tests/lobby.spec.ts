/** The lobby: a password room refuses anyone without the password, and takes its own player back from a new tab; an invite link opens the room. */
import { enterRoom, expect, test } from "../fixtures";

test("a password room refuses a player without the password", async ({ table }) => {
  const alice = await table.openRoom({ password: "open-sesame" });

  const bob = await table.newTab("Bob");
  await enterRoom(bob.page, alice.roomId, { role: "player", name: "Bob", via: "lobby" });
  const item = bob.page.locator(`li[data-room-id="${alice.roomId}"]`);
  await expect(item.getByLabel("Password protected")).toBeVisible();
  // The refusal shows in the room's own item, by the password field, and focus is back on the
  // button pressed (it was disabled while the join was under way, which drops focus on the page).
  await expect(item.getByRole("alert")).toHaveText("This room has a password: enter it to join.");
  await expect(bob.page.getByRole("alert")).toHaveCount(1);
  await expect.poll(() => bob.focusedName()).toBe("Join as player");
  await expect(bob.page).toHaveURL(/\/$/);
  await table.screenshot("refused without the password", [bob]);

  // A wrong password: the same, in the same place.
  await item.getByLabel("Room password", { exact: true }).fill("wrong");
  await item.getByRole("button", { name: "Spectate", exact: true }).click();
  await expect(item.getByRole("alert")).toHaveText("Wrong room password.");
  await expect.poll(() => bob.focusedName()).toBe("Spectate");

  // The invite-link page asks for the password too.
  const carol = await table.newTab("Carol", `/room/${alice.roomId}`);
  await expect(carol.page.getByLabel("Room password", { exact: true })).toBeVisible();
  await enterRoom(carol.page, alice.roomId, { role: "spectator", name: "Carol", via: "invite" });
  await expect(carol.page.getByRole("alert")).toHaveText("This room has a password: enter it to join.");
  await expect.poll(() => carol.focusedName()).toBe("Spectate");

  // With the password: in.
  await item.getByLabel("Room password", { exact: true }).fill("open-sesame");
  await item.getByRole("button", { name: "Join as player", exact: true }).click();
  await bob.waitForTable("player");
  expect(await bob.seat()).toBe("p2");
  await expect(alice.page.locator('header li[data-seat="p2"]')).toContainText("Bob");
});

test("in a password room, a player's second tab takes the seat back with the password", async ({ table }) => {
  const alice = await table.openRoom({ password: "open-sesame" });
  const bob = await table.join(alice.roomId, { name: "Bob", password: "open-sesame" });
  expect(await bob.seat()).toBe("p2");

  // The new tab has the browser's seat token but not the password: it asks, and says why.
  const again = await table.sameBrowser(bob, "Bob, second tab", `/room/${alice.roomId}`);
  await expect(again.page.getByText("This browser holds a seat at this table: enter the room password and join as player to take it back.")).toBeVisible();
  await enterRoom(again.page, alice.roomId, { role: "player", name: "Bob", password: "open-sesame", via: "invite" });
  await again.waitForTable("player");
  expect(await again.seat()).toBe("p2");
  await expect(bob.page.getByRole("alertdialog", { name: "You are no longer at this table" })).toBeVisible();
});

test("an invite link opens the room", async ({ table, baseURL }) => {
  const alice = await table.openRoom({ roomName: "Invite link table" });
  const invite = await alice.page.getByRole("button", { name: "Copy invite link", exact: true }).getAttribute("title");
  expect(invite).toBe(`${baseURL}/room/${alice.roomId}`);

  // Pasted into the lobby's "Open a room by code" form.
  const bob = await table.newTab("Bob");
  const form = bob.page.getByRole("form", { name: "Open a room by code", exact: true });
  await form.getByRole("textbox", { name: "Room code or invite link", exact: true }).fill(invite!);
  await form.getByRole("button", { name: "Open", exact: true }).click();
  await expect(bob.page).toHaveURL(invite!);
  await expect(bob.page.getByRole("heading", { name: "Join “Invite link table”" })).toBeVisible();
  await enterRoom(bob.page, alice.roomId, { role: "player", name: "Bob", via: "invite" });
  await bob.waitForTable("player");
  expect(await bob.seat()).toBe("p2");
  await expect(bob.page.getByRole("region", { name: "Choose a deck", exact: true })).toBeVisible();

  // Opened directly, as a spectator.
  const carol = await table.newTab("Carol", invite!);
  await enterRoom(carol.page, alice.roomId, { role: "spectator", name: "Carol", via: "invite" });
  await carol.waitForTable("spectator");
  await expect(carol.page.getByRole("region", { name: "Player 1's hand", exact: true })).toBeVisible();
  await expect(alice.page.locator('header li[data-seat="p2"]')).toContainText("Bob");
  await expect(alice.page.getByText("1 watching · 0 judging", { exact: true })).toBeVisible();
  await table.screenshot("joined by the invite link");
});

test("a refused create says why under “Create room”, which keeps focus", async ({ table }) => {
  const carol = await table.newTab("Carol");
  await carol.page.getByRole("textbox", { name: "Nickname", exact: true }).fill("Carol");
  const form = carol.page.getByRole("form", { name: "Create a room", exact: true });
  const roomName = form.getByRole("textbox", { name: "Room name", exact: true });
  // A room name of zero-width spaces shows nothing: the form says so by the field, before asking the server.
  await roomName.fill("\u200b\u200b\u200b");
  await form.getByRole("button", { name: "Create room", exact: true }).focus();
  await carol.page.keyboard.press("Enter");
  await expect(form.getByRole("alert")).toHaveText(
    "Nothing in this room name shows on a screen (it is made of invisible characters): type a name, or leave the field empty for “Carol's table”.",
  );
  await expect(roomName).toBeFocused();
  await expect(roomName).toHaveAttribute("aria-invalid", "true");
  await expect(carol.page).toHaveURL(/\/$/);

  // A nickname of zero-width spaces shows nothing either: the form says so by the Nickname field.
  await roomName.fill("Friday");
  await expect(form.getByRole("alert")).toHaveCount(0);
  const nickname = carol.page.getByRole("textbox", { name: "Nickname", exact: true });
  await nickname.fill("\u200b\u200b");
  await form.getByRole("button", { name: "Create room", exact: true }).focus();
  await carol.page.keyboard.press("Enter");
  const nicknameAlert = carol.page.locator("#nickname-problem");
  await expect(nicknameAlert).toHaveRole("alert");
  await expect(nicknameAlert).toHaveText(
    "Nothing in this nickname shows on a screen (it is made of invisible characters): type a nickname, or leave the field empty for “Player”.",
  );
  await expect(nickname).toBeFocused();
  await expect(nickname).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(carol.page).toHaveURL(/\/$/);

  // What only the server checks is said under "Create room": an older client (here, the request
  // rewritten on its way) sending that nickname anyway is refused with the server's message.
  await nickname.fill("Carol");
  await expect(nicknameAlert).toHaveCount(0);
  await carol.page.route("**/matchmake/create/**", async (route) => {
    const options = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...options, name: "\u200b\u200b" }) });
  });
  await form.getByRole("button", { name: "Create room", exact: true }).focus();
  await carol.page.keyboard.press("Enter");
  await expect(form.getByRole("alert")).toContainText("Nothing in it shows on a screen");
  await expect(carol.page).toHaveURL(/\/$/);
  await expect.poll(() => carol.focusedName()).toBe("Create room");
  await carol.page.unroute("**/matchmake/create/**");

  // A code that is not one: under "Open", and the create refusal is gone.
  const open = carol.page.getByRole("form", { name: "Open a room by code", exact: true });
  await open.getByRole("textbox", { name: "Room code or invite link", exact: true }).fill("not a code!");
  await open.getByRole("button", { name: "Open", exact: true }).click();
  await expect(open.getByRole("alert")).toHaveText("That is not a room code or invite link.");
  await expect(carol.page.getByRole("alert")).toHaveCount(1);
});
