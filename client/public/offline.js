// The offline page (offline.html, docs/product/install.md) loads the page the visitor asked for again
// as soon as the server can be reached: when the phone says it is back online, and, because a phone
// can be on a network that leads nowhere, by asking the server every few seconds while the page is
// in view.
const RETRY_EVERY_MS = 5000;
let reloading = false;

function reload() {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

async function serverReachable() {
  try {
    const response = await fetch('/api/version', { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

document.getElementById('retry')?.addEventListener('click', reload);
window.addEventListener('online', reload);
setInterval(async () => {
  if (document.visibilityState === 'visible' && (await serverReachable())) reload();
}, RETRY_EVERY_MS);
