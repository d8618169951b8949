//! A scrolling log that follows the game: kept on its newest line while the reader has not
//! scrolled back, and on the line of the position shown while a game is replayed.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Keeps a scrolling log on its newest line while the reader has not scrolled back, and on
/// its line marked `.current` while the game is replayed: the list is found at its
/// end when a link opens and follows every move, yet stays put for someone reading back.
/// `shown` of `total` moves are on the board; `lines` counts the log's lines. Returns the
/// `onscroll` that notices the reader scrolling back, or down again.
#[hook]
pub fn use_follow_log(list: NodeRef, shown: usize, total: usize, lines: usize) -> Callback<Event> {
    // Whether the list follows its newest line: so it does until the reader scrolls back.
    let at_end = use_mut_ref(|| true);
    // Where the last scroll left the list, to tell a reader scrolling back.
    let last_top = use_mut_ref(|| 0);
    // When the list's box changes (the page's styles arrive after it is drawn and make it
    // a scroll box, the window is resized), or what it holds grows without a new line (a
    // line's text redrawn longer, a reflow), a list that follows is taken to its end again.
    {
        let (list, at_end) = (list.clone(), at_end.clone());
        use_effect_with((), move |_| {
            let watch = list.cast::<web_sys::Element>().and_then(|element| {
                let target = element.clone();
                let resized = Closure::<dyn FnMut()>::new(move || {
                    if *at_end.borrow() {
                        target.set_scroll_top(target.scroll_height());
                    }
                });
                let observer =
                    web_sys::ResizeObserver::new(resized.as_ref().unchecked_ref()).ok()?;
                observer.observe(&element);
                let mut child = element.first_element_child();
                while let Some(inner) = child {
                    observer.observe(&inner);
                    child = inner.next_element_sibling();
                }
                Some((observer, resized))
            });
            move || {
                if let Some((observer, _resized)) = watch {
                    observer.disconnect();
                }
            }
        });
    }
    {
        let (list, at_end) = (list.clone(), at_end.clone());
        use_effect_with((shown, total, lines), move |&(shown, total, _)| {
            if let Some(list) = list.cast::<web_sys::Element>() {
                if shown < total {
                    keep_in_view(&list, ".current");
                } else if *at_end.borrow() {
                    list.set_scroll_top(list.scroll_height());
                }
            }
        });
    }
    Callback::from(move |_: Event| {
        if let Some(list) = list.cast::<web_sys::Element>() {
            let top = list.scroll_top();
            let moved_up = top < std::mem::replace(&mut *last_top.borrow_mut(), top);
            // A few pixels of slack: zoomed pages scroll to fractions.
            if top + list.client_height() >= list.scroll_height() - 4 {
                *at_end.borrow_mut() = true;
            } else if moved_up {
                // Only the reader scrolling back stops the following: a scroll to the end
                // seen after the lines grew again leaves the list short of its end, not
                // left behind.
                *at_end.borrow_mut() = false;
            }
        }
    })
}

/// Scrolls `list` (and only it, not the page) so that its child matching `selector` shows.
fn keep_in_view(list: &web_sys::Element, selector: &str) {
    let Ok(Some(item)) = list.query_selector(selector) else {
        return;
    };
    let (outer, inner) = (
        list.get_bounding_client_rect(),
        item.get_bounding_client_rect(),
    );
    let above = inner.top() - outer.top();
    let below = inner.bottom() - outer.bottom();
    if above < 0.0 {
        list.set_scroll_top(list.scroll_top() + above.floor() as i32);
    } else if below > 0.0 {
        list.set_scroll_top(list.scroll_top() + below.ceil() as i32);
    }
}
