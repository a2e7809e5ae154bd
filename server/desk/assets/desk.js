// The desk's only script: the link builder updates the tagged link as fields change and copies it.
// Everything else works without it. Served from /desk/assets/ (CSP script-src 'self'), never on the site.
(function () {
  'use strict';
  var form = document.getElementById('link-builder');
  var output = document.getElementById('tagged-url');
  var copy = document.getElementById('copy-url');
  var result = document.getElementById('copy-result');
  if (!form || !output || !copy) return;
  var fields = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
  function build() {
    var page = form.elements.namedItem('page');
    var url = new URL(page.value, form.getAttribute('data-origin'));
    fields.forEach(function (name) {
      var value = form.elements.namedItem(name).value.trim();
      if (value) url.searchParams.set(name, value);
    });
    output.value = url.href;
  }
  form.addEventListener('input', build);
  form.addEventListener('change', build);
  copy.hidden = false;
  copy.addEventListener('click', function () {
    build();
    var done = function (message) {
      if (result) result.textContent = message;
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(output.value).then(
        function () {
          done('Link copied.');
        },
        function () {
          output.select();
          done('Press Ctrl+C (or Cmd+C) to copy the selected link.');
        },
      );
    } else {
      output.select();
      done('Press Ctrl+C (or Cmd+C) to copy the selected link.');
    }
  });
})();
