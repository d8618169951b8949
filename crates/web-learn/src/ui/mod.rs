//! The views' Yew components (browser only): one component or hook per file, drawn with the
//! board components of `blockness_web_board::components`.

mod mini_board;
mod puzzle_maker;
mod puzzle_worker;
mod rules_page;
mod solo_hooks;
mod solo_page;
mod tutorial;
pub mod views_module;

use std::rc::Rc;

use yew::prelude::*;

use crate::lessons::tutorial::{Tutorial, TutorialAction};

impl Reducible for Tutorial {
    type Action = TutorialAction;

    fn reduce(self: Rc<Self>, action: Self::Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}
