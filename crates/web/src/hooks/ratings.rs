//! The rated results in storage, in step with the page: written whenever a result is kept
//! or a games file brings some, under their own key, so a failure to store them or a
//! damaged record leaves the games alone.

use yew::prelude::*;

use crate::page::{PageAction, PageState};
use crate::ratings::RATINGS_KEY;
use blockness_web_common::platform;

/// Stores the rated results when they change; a failure is told to the page as the
/// games' is (the results go with My games).
#[hook]
pub fn use_ratings_store(state: &UseReducerHandle<PageState>) {
    let text = {
        let state = state.clone();
        use_memo(state.ratings_epoch(), move |_| state.ratings_text())
    };
    let dispatcher = state.dispatcher();
    use_effect_with((text, state.ratings_epoch()), move |(text, epoch)| {
        // Nothing is written before the first result: a fresh device keeps no empty record.
        if *epoch > 0 {
            if let Err(why) = platform::try_store(RATINGS_KEY, text) {
                dispatcher.dispatch(PageAction::StorageFailed(why));
            }
        }
    });
}
