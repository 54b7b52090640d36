/**
 * The device-fingerprint collector, served as a script URL so it runs under a CSP without inline script or eval.
 * It exposes window.covery.fingerprint(): a stable hash of signals the browser reports about itself.
 */
export const coveryScript = `(function () {
  'use strict';
  function fnv1a(text) {
    var hash = 0x811c9dc5;
    for (var i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return ('00000000' + hash.toString(16)).slice(-8);
  }
  function canvasSignal() {
    try {
      var canvas = document.createElement('canvas');
      canvas.width = 220; canvas.height = 30;
      var ctx = canvas.getContext('2d');
      if (!ctx) return '';
      ctx.textBaseline = 'top';
      ctx.font = '14px Arial';
      ctx.fillStyle = '#f60';
      ctx.fillRect(10, 1, 62, 20);
      ctx.fillStyle = '#069';
      ctx.fillText('Kasa ğüşiöç 1045', 2, 15);
      return canvas.toDataURL();
    } catch (e) { return ''; }
  }
  function signals() {
    var n = window.navigator || {};
    var s = window.screen || {};
    return [
      n.userAgent, n.language, (n.languages || []).join(','), n.platform, n.hardwareConcurrency, n.deviceMemory,
      s.width + 'x' + s.height + 'x' + s.colorDepth, new Date().getTimezoneOffset(),
      (Intl.DateTimeFormat().resolvedOptions() || {}).timeZone, canvasSignal()
    ].join('|');
  }
  var cached = null;
  window.covery = {
    fingerprint: function () {
      if (!cached) {
        var text = signals();
        cached = fnv1a(text) + fnv1a(text.split('').reverse().join('')) + fnv1a(text + text.length);
      }
      return cached;
    }
  };
})();
`;
