import { UikitChat, useUikit } from 'uikit-react';

export function SupportChat() {
  const { control } = useUikit({
    api: {
      url: '/chatkit', // your ChatKit server's endpoint
      domainKey: 'domain_pk_…', // kept for ChatKit apps as written; a custom backend never sees it
      fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }), // your auth
      uploadStrategy: { type: 'two_phase' }, // or { type: 'direct', uploadUrl: '/upload' }
    },
  });
  return <UikitChat control={control} />;
}
