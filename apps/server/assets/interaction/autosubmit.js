// Submits the sign-out confirmation form at once, so that signing out needs no extra click.
// Served as a file because the Content-Security-Policy forbids inline scripts.
document.addEventListener('DOMContentLoaded', function () {
  var form = document.querySelector('form[data-autosubmit]');
  if (form) form.submit();
});
