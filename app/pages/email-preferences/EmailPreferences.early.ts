/**
 * A press before EmailPreferences.enhance.ts runs (issue 28, "Works on a bad connection"). On a slow or dropping
 * connection the page's enhancement module can arrive late or not at all; until it runs, each button posts its
 * plain form, which offline gave the browser's own error page and took the e-mail link out of view. This inline
 * script, in the page before its forms (its hash is in the page's CSP, scripts/postbuild.ts), answers such a
 * press when the device says it is offline exactly as the module does: nothing is posted, the form's error
 * summary (from its template, the message in its link) takes focus and the same message goes beside the button
 * and describes it. Online it does nothing: the plain post reaches the server, which redirects to the outcome
 * page, as without JavaScript. Once the module has enhanced a form (data-mg-enhanced) it stands aside; the module
 * clears what this showed on its next press.
 *
 * Hand-written ES5 like the display bootstrap (app/shell/display-bootstrap.ts): it runs before any module, on
 * old phones too. EmailPreferences.early.test.ts runs it on the prerendered page.
 */
export const EMAIL_CHOICE_EARLY_SCRIPT = `(function(){document.addEventListener("submit",function(e){var f=e.target;if(!f||!f.hasAttribute||!f.hasAttribute("data-mg-email-choice")||f.hasAttribute("data-mg-enhanced")||navigator.onLine!==false)return;var c=function(a){var x=f.querySelector(":scope>template["+a+"]"),y=x&&x.content.firstElementChild;return y?y.cloneNode(true):null},t=f.querySelector(".mg-form-frame__not-sent-target[id]"),b=t&&t.querySelector("button"),s=c("data-mg-send-summary"),n=c("data-mg-send-notice"),k=s&&s.querySelector("a[href]"),m=f.getAttribute("data-mg-not-sent"),o,i;if(!b||!s||!n||!k||!m)return;e.preventDefault();o=f.querySelectorAll(":scope>.mg-error-summary,.mg-form-frame__not-sent");for(i=0;i<o.length;i++)o[i].parentNode.removeChild(o[i]);k.textContent=m;n.textContent=m;f.insertBefore(s,f.firstChild);t.parentNode.insertBefore(n,t.nextSibling);b.setAttribute("aria-describedby",n.id);s.focus()},true)})();`;
