"use client";
import { ROLES, type Role } from "@proseo/core/constants";
import { ConfirmDialog, DataTable } from "@proseo/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTRPC } from "../../trpc";
import { ErrorAlert, QueryState } from "../query-state";
import { RolePage } from "../role";
import { SecretCallout } from "../secret-callout";

const ROLE_HELP: Record<Role, string> = {
  owner: "everything, members and invitations too",
  admin: "API keys, webhooks, channels and settings, and what editors do",
  editor: "catalog, generation, batches, review, publishing and media",
  viewer: "reads everything, changes nothing",
};

const when = (iso: string) => new Date(iso).toLocaleDateString();

function MembersContent() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const members = useQuery(trpc.console.members.list.queryOptions());
  const invitations = useQuery(trpc.console.invitations.list.queryOptions());
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.console.members.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.console.invitations.list.queryKey() }),
      // A removal may revoke the member's keys: the key list shown from the cache would still call them active.
      queryClient.invalidateQueries({ queryKey: trpc.console.keys.list.queryKey() }),
    ]);
  const [link, setLink] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ userId: string; email: string } | null>(null);
  const [revokeKeys, setRevokeKeys] = useState(false);
  const invite = useMutation(
    trpc.console.invitations.create.mutationOptions({
      onSuccess: ({ token }) => {
        setLink(`${window.location.origin}/invite/${token}`);
        void refresh();
      },
    }),
  );
  const revoke = useMutation(trpc.console.invitations.revoke.mutationOptions({ onSuccess: () => void refresh() }));
  const changeRole = useMutation(trpc.console.members.changeRole.mutationOptions({ onSettled: () => void refresh() }));
  const remove = useMutation(
    trpc.console.members.remove.mutationOptions({
      onSuccess: () => {
        setRemoving(null);
        void refresh();
      },
    }),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    invite.mutate(
      { email: String(form.get("email")), role: String(form.get("role")) as Role },
      { onSuccess: () => element.reset() },
    );
  }

  return (
    <>
      <h1>Members</h1>
      {link ? (
        <SecretCallout
          key={link}
          title="Invitation link"
          secret={link}
          testId="invitation-link"
          copyLabel="Copy link"
          onDismiss={() => setLink(null)}
        >
          {" "}
          Send it to the person you invite: it works once, for seven days.
        </SecretCallout>
      ) : null}

      <section aria-labelledby="members-title">
        <h2 id="members-title">Members</h2>
        <ErrorAlert error={changeRole.error} />
        <QueryState isPending={members.isPending} error={members.error}>
          {() => (
            <DataTable
              caption="Members and their roles"
              rows={members.data!}
              rowKey={(member) => member.user_id}
              rowProps={(member) => ({ "data-testid": `member-${member.email}` })}
              empty="No members."
              columns={[
                {
                  id: "member",
                  header: "Member",
                  cell: (member) => (
                    <>
                      {member.email}
                      {member.you ? " (you)" : null}
                      {member.name ? <div className="muted">{member.name}</div> : null}
                    </>
                  ),
                },
                {
                  id: "role",
                  header: "Role",
                  cell: (member) => (
                    <select
                      aria-label={`Role of ${member.email}`}
                      value={member.role}
                      disabled={changeRole.isPending}
                      onChange={(event) => changeRole.mutate({ userId: member.user_id, role: event.target.value as Role })}
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {role}
                        </option>
                      ))}
                    </select>
                  ),
                },
                { id: "joined", header: "Joined", cell: (member) => when(member.joined_at) },
                {
                  id: "actions",
                  header: "Actions",
                  hiddenHeader: true,
                  cell: (member) => (
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => {
                        setRevokeKeys(false);
                        setRemoving({ userId: member.user_id, email: member.email });
                      }}
                    >
                      Remove
                    </button>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </section>

      <section aria-labelledby="invite-title">
        <h2 id="invite-title">Invite someone</h2>
        <form onSubmit={submit} className="stack narrow" aria-labelledby="invite-title">
          <label>
            Email
            <input name="email" type="email" required autoComplete="off" />
          </label>
          <label>
            Role
            <select name="role" defaultValue="editor" aria-describedby="role-help">
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          </label>
          <ul id="role-help" className="help">
            {ROLES.map((role) => (
              <li key={role}>
                {role}: {ROLE_HELP[role]}
              </li>
            ))}
          </ul>
          <ErrorAlert error={invite.error} />
          <button type="submit" disabled={invite.isPending}>
            {invite.isPending ? "Creating…" : "Create invitation link"}
          </button>
        </form>
      </section>

      <section aria-labelledby="invitations-title">
        <h2 id="invitations-title">Pending invitations</h2>
        <ErrorAlert error={revoke.error} />
        <QueryState isPending={invitations.isPending} error={invitations.error}>
          {() => (
            <DataTable
              caption="Pending invitations"
              rows={invitations.data!}
              rowKey={(invitation) => invitation.id}
              rowProps={(invitation) => ({ "data-testid": `invitation-${invitation.email}` })}
              empty="No invitations wait to be accepted."
              columns={[
                { id: "email", header: "Email", cell: (invitation) => invitation.email },
                { id: "role", header: "Role", cell: (invitation) => invitation.role },
                { id: "expires", header: "Expires", cell: (invitation) => when(invitation.expires_at) },
                {
                  id: "actions",
                  header: "Actions",
                  hiddenHeader: true,
                  cell: (invitation) => (
                    <button
                      type="button"
                      className="secondary"
                      onClick={() => revoke.mutate({ id: invitation.id })}
                      disabled={revoke.isPending}
                    >
                      Revoke
                    </button>
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      </section>

      <ConfirmDialog
        open={removing !== null}
        title="Remove this member?"
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ userId: removing.userId, revokeKeys })}
        onCancel={() => setRemoving(null)}
      >
        <p>{removing?.email} loses access at once, and the invitations they made end.</p>
        <label className="check">
          <input type="checkbox" checked={revokeKeys} onChange={(event) => setRevokeKeys(event.target.checked)} />
          Also revoke the API keys they made
        </label>
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
    </>
  );
}

export default function MembersPage() {
  return (
    <RolePage needs="owner" title="Members">
      <MembersContent />
    </RolePage>
  );
}
