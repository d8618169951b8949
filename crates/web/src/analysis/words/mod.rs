//! The analysis's words, in the four languages, kept with the analysis rather than among
//! the page's shared words (`crate::i18n`): fixed text in [`texts`].

pub mod texts;
