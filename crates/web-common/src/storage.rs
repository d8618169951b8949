//! Why the browser's local storage could not give back or keep a value, and how the page
//! says so: one wording per language, used by every feature that stores anything.

use std::fmt;

/// Why local storage could not give back or keep a value. The page tells the player: a
/// game that cannot be saved is lost with the tab.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The browser offers this page no local storage: turned off in its settings, blocked
    /// for this site (with its cookies), or refused in a private window. The detail is
    /// the browser's own, when it gave one.
    Unavailable(Option<String>),
    /// Storage is full: this site's quota is used up. Older Safari private windows, whose
    /// quota is zero, say this on every write.
    QuotaExceeded,
    /// The browser refused for another reason, in its own words.
    Refused(String),
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::Unavailable(None) => f.write_str("local storage is unavailable"),
            StorageError::Unavailable(Some(detail)) => {
                write!(f, "local storage is unavailable: {detail}")
            }
            StorageError::QuotaExceeded => f.write_str("local storage is full"),
            StorageError::Refused(detail) => write!(f, "local storage refused: {detail}"),
        }
    }
}

impl std::error::Error for StorageError {}

impl StorageError {
    /// Why storage failed, as a clause that follows a colon ("The game could not be saved:
    /// the storage is full").
    pub fn reason(&self, lang: crate::Lang) -> String {
        match self {
            StorageError::QuotaExceeded => crate::say!(
                lang,
                "the storage is full",
                "le stockage est plein",
                "der Speicher ist voll",
                "lo spazio di archiviazione è pieno",
            ),
            StorageError::Unavailable(_) => crate::say!(
                lang,
                "the browser offers no storage here",
                "le navigateur n'offre pas de stockage ici",
                "der Browser bietet hier keinen Speicher an",
                "qui il browser non offre spazio di archiviazione",
            ),
            StorageError::Refused(detail) => crate::say!(
                lang,
                "the browser refused: {detail}",
                "le navigateur a refusé\u{202f}: {detail}",
                "der Browser hat abgelehnt: {detail}",
                "il browser ha rifiutato: {detail}",
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn every_trouble_has_its_own_words_in_every_language() {
        let troubles = [
            StorageError::QuotaExceeded,
            StorageError::Unavailable(None),
            StorageError::Refused("denied".into()),
        ];
        for trouble in &troubles {
            let english = trouble.reason(Lang::En);
            for lang in Lang::ALL {
                let words = trouble.reason(lang);
                assert!(!words.is_empty());
                assert!(
                    lang == Lang::En || words != english,
                    "{trouble:?} in {lang}"
                );
            }
        }
        assert!(StorageError::Refused("denied".into())
            .reason(Lang::De)
            .ends_with("denied"));
    }
}
