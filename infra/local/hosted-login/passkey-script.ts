/**
 * The local hosted pages' one script (served at PASSKEY_SCRIPT_PATH): on a page with a passkey ceremony, the
 * submit button first runs it with the browser's WebAuthn API, `navigator.credentials.create` or `.get` with the
 * options Cognito gave (their JSON form, binary values in base64url), then posts the answer's JSON form in the
 * hidden field `credential`. If the person cancels, or the device has no passkey, the form is posted with
 * `cancelled`, and the page says so. Plain ES2020 for the browser; it reads nothing but its own page.
 */
export const PASSKEY_SCRIPT = `(() => {
  const form = document.getElementById('webauthn-form');
  const data = document.getElementById('webauthn');
  if (!form || !data) return;
  const ceremony = data.dataset.ceremony;
  const options = JSON.parse(data.textContent);
  const bytes = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const text = (buffer) => buffer ? btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '') : undefined;
  const ids = (list) => (list || []).map((item) => ({ ...item, id: bytes(item.id) }));
  const field = (name, value) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  };
  let running = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (running) return;
    running = true;
    try {
      let credential;
      if (ceremony === 'create') {
        credential = await navigator.credentials.create({ publicKey: {
          ...options, challenge: bytes(options.challenge), user: { ...options.user, id: bytes(options.user.id) },
          excludeCredentials: ids(options.excludeCredentials) } });
      } else {
        credential = await navigator.credentials.get({ publicKey: {
          ...options, challenge: bytes(options.challenge), allowCredentials: ids(options.allowCredentials) } });
      }
      const r = credential.response;
      const response = ceremony === 'create'
        ? { clientDataJSON: text(r.clientDataJSON), attestationObject: text(r.attestationObject),
            transports: r.getTransports ? r.getTransports() : [] }
        : { clientDataJSON: text(r.clientDataJSON), authenticatorData: text(r.authenticatorData),
            signature: text(r.signature), userHandle: text(r.userHandle) };
      field('credential', JSON.stringify({ id: credential.id, rawId: text(credential.rawId), type: credential.type,
        response, clientExtensionResults: {} }));
    } catch (error) {
      field('cancelled', String(error && error.name || 'Error'));
    }
    form.submit();
  });
})();
`;
