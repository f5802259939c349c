//! The next step for a function that only an annotation pass understands.
//!
//! An annotated module as the frontend wrote it calls functions that no library defines:
//! `parir.h`'s markers, `csa.h`'s builtins, Fortran's `builtin_csa_*`. A pass of one system
//! consumes each. When a command meets such a call (`parir run` on an un-lowered file), it
//! says which pass to run instead of only "unknown function"; [`consumer_of`] is that one
//! place of knowledge, shared by the commands.

use crate::ivdep::markers::MarkerKind;

/// What consumes calls to a function, and the command that runs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Consumer {
    /// What the function is (`a parir.h marker (PARIR_IVDEP)`).
    pub what: &'static str,
    /// The `parir opt` pipeline that consumes it.
    pub passes: &'static str,
}

impl Consumer {
    /// The hint, in one sentence: "`@f` is a parir.h marker ...: run `parir opt -p ...` first".
    pub fn hint(&self, name: &str) -> String {
        format!(
            "@{name} is {}: run `parir opt -p '{}' IN.ll -o OUT.ll` first",
            self.what, self.passes
        )
    }
}

/// The pass that consumes calls to function `name`, when one does.
///
/// ```
/// use parir_annot::next_step::consumer_of;
/// assert_eq!(consumer_of("__parir_ivdep").unwrap().passes, "mem2reg,loop-simplify,ivdep-lower");
/// assert!(consumer_of("__builtin_csa_spmd").unwrap().passes.contains("csa-builtins"));
/// assert!(consumer_of("printf").is_none());
/// ```
pub fn consumer_of(name: &str) -> Option<Consumer> {
    if MarkerKind::from_name(name).is_some() {
        return Some(Consumer {
            what: "a parir.h marker, which ivdep-lower turns into loop metadata",
            passes: "mem2reg,loop-simplify,ivdep-lower",
        });
    }
    if name.starts_with("__builtin_csa_") {
        return Some(Consumer {
            what: "a csa.h builtin, which csa-builtins turns into llvm.csa.* intrinsics (-O0 \
                   loops also need loop-rotate and licm before clie)",
            passes:
                "csa-builtins,mem2reg,loop-simplify,loop-rotate,licm,clie,csa-intrinsic-cleaner",
        });
    }
    if name.starts_with("builtin_csa_") {
        return Some(Consumer {
            what: "a Fortran CSA builtin, which csa-fortran-intrinsics turns into llvm.csa.* \
                   intrinsics",
            passes: "csa-fortran-intrinsics,mem2reg,loop-simplify,loop-rotate,licm,clie,csa-intrinsic-cleaner",
        });
    }
    None
}
