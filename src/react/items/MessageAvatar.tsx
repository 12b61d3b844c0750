import { useState } from 'react';
import { safeSrc, withoutThreadImageHosts } from '../../security/urlPolicy';
import { useRenderOptions, type UikitAvatars } from '../context/RenderContext';

/**
 * The avatar of a message's author, when the chat has one for that role: its image, or its
 * initials when there is no image or it fails to load. Decorative: the message says who wrote it.
 */
export function MessageAvatar({ role }: { role: 'assistant' | 'user' }) {
  const { avatars, urlPolicy } = useRenderOptions();
  const avatar = avatars[role];
  const [failed, setFailed] = useState(false);
  if (!avatar) return null;
  // The host's own image: a thread's image hosts do not bound it.
  const src = safeSrc(avatar.src, withoutThreadImageHosts(urlPolicy));
  const initials = avatar.initials?.trim().slice(0, 2) ?? '';
  if ((src === null || failed) && initials === '') return null;
  return (
    <span data-slot="message-avatar" data-role={role} aria-hidden="true">
      {src !== null && !failed ? (
        <img
          src={src}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => {
            setFailed(true);
          }}
        />
      ) : (
        <span data-slot="message-avatar-initials">{initials}</span>
      )}
    </span>
  );
}

/**
 * The avatar, where the chat has one for `role`: a function, not a component, so a chat without
 * avatars (most) costs no component per message.
 */
export function messageAvatar(avatars: UikitAvatars, role: 'assistant' | 'user') {
  return avatars[role] ? <MessageAvatar role={role} /> : null;
}
