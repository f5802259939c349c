//! Module-level entities: header lines, type definitions, comdats, globals, aliases, ifuncs,
//! function headers, attribute groups, named and numbered metadata, use-list orders.

use super::{AttrTarget, PResult, Parser, PendingAttrs};
use crate::attrs::{Attr, AttrList};
use crate::lexer::Tok;
use crate::module::{
    Comdat, ComdatKind, ComdatRef, DllStorage, Function, GlobalCommon, GlobalId, GlobalKind,
    GlobalValue, GlobalVar, Indirect, Linkage, Preemption, SanitizerFlags, ThreadLocal,
    UnnamedAddr, UseListOrder, Visibility,
};
use crate::types::TypeData;
use compact_str::CompactString;

/// The linkage-and-friends prefix shared by globals and functions.
#[derive(Default)]
struct Prefix {
    linkage: Linkage,
    external_kw: bool,
    preemption: Preemption,
    visibility: Visibility,
    dll: DllStorage,
    thread_local: ThreadLocal,
    unnamed_addr: UnnamedAddr,
    addrspace: Option<u32>,
}

impl<'s> Parser<'s> {
    pub(crate) fn parse_toplevel(&mut self) -> PResult<()> {
        // As in LLVM 19 (`parseTargetDefinitions`), `source_filename` and `target` lines are
        // only accepted before every other top-level entity.
        let mut header = true;
        loop {
            let is_header_kw =
                self.tok == Tok::Ident && matches!(self.text(), "source_filename" | "target");
            if is_header_kw && !header {
                return self.expected("top-level entity");
            }
            header = is_header_kw;
            match self.tok {
                Tok::Eof => return Ok(()),
                Tok::Ident => {
                    let w = self.text();
                    match w {
                        "source_filename" => {
                            self.bump();
                            self.expect(Tok::Eq, "'=' after source_filename")?;
                            let s = self.parse_string("source file name")?;
                            self.m.source_filename = Some(s);
                        }
                        "target" => {
                            self.bump();
                            if self.eat_kw("datalayout") {
                                self.expect(Tok::Eq, "'=' after target datalayout")?;
                                let spos = self.pos();
                                let s = self.parse_string("data layout string")?;
                                if let Err(msg) = check_datalayout(&s) {
                                    return self.err_at(spos, msg);
                                }
                                self.m.data_layout = Some(s);
                            } else if self.eat_kw("triple") {
                                self.expect(Tok::Eq, "'=' after target triple")?;
                                let s = self.parse_string("target triple")?;
                                self.m.triple = Some(s);
                            } else {
                                return self.expected("'datalayout' or 'triple' after 'target'");
                            }
                        }
                        "module" => {
                            self.bump();
                            self.expect_kw("asm")?;
                            let s = self.parse_string("module asm string")?;
                            self.m.module_asm.push(s);
                        }
                        "declare" => {
                            self.bump();
                            self.parse_function(false)?;
                        }
                        "define" => {
                            self.bump();
                            self.parse_function(true)?;
                        }
                        "attributes" => {
                            self.bump();
                            self.parse_attr_group()?;
                        }
                        "uselistorder" | "uselistorder_bb" => {
                            self.parse_uselistorder(None)?;
                        }
                        "deplibs" => {
                            // Obsolete; LLVM ignores it.
                            self.bump();
                            self.expect(Tok::Eq, "'='")?;
                            self.expect(Tok::LBracket, "'['")?;
                            while self.tok == Tok::Str {
                                self.bump();
                                if !self.eat(Tok::Comma) {
                                    break;
                                }
                            }
                            self.expect(Tok::RBracket, "']'")?;
                        }
                        _ => return self.expected("top-level entity"),
                    }
                }
                Tok::LocalName | Tok::LocalQuoted => {
                    let name = self.local_name_text()?;
                    let pos = self.pos();
                    self.bump();
                    self.expect(Tok::Eq, "'=' after type name")?;
                    self.expect_kw("type")?;
                    if self.type_def_is_alias() {
                        let earlier = self.named_types.get(&name).map(|&(t, _)| t);
                        let t = self.parse_type_alias(earlier, pos)?;
                        self.named_types.insert(name, (t, pos));
                    } else {
                        let t = self.named_type_ref(name, pos);
                        self.define_type(t, pos)?;
                    }
                }
                Tok::LocalId => {
                    let pos = self.pos();
                    let n = self.text()[1..].parse::<u32>().unwrap_or(u32::MAX);
                    self.bump();
                    self.expect(Tok::Eq, "'=' after type number")?;
                    self.expect_kw("type")?;
                    if self.type_def_is_alias() {
                        let earlier = self.numbered_types.get(&n).map(|&(t, _)| t);
                        let t = self.parse_type_alias(earlier, pos)?;
                        self.numbered_types.insert(n, (t, pos));
                        continue;
                    }
                    let t = match self.numbered_types.get(&n) {
                        Some(&(t, _)) => t,
                        None => {
                            let t = self.m.types.new_struct(crate::types::StructName::Unnamed);
                            self.numbered_types.insert(n, (t, pos));
                            t
                        }
                    };
                    self.define_type(t, pos)?;
                }
                Tok::GlobalName | Tok::GlobalQuoted | Tok::GlobalId => self.parse_global_def()?,
                Tok::ComdatName => self.parse_comdat_def()?,
                Tok::MetaName => self.parse_named_md()?,
                Tok::MetaId => self.parse_numbered_md_def()?,
                _ => return self.expected("top-level entity"),
            }
        }
    }

    /// The name of a `@name`, `@"name"` token (`None` for `@N`).
    pub(crate) fn global_name_text(&self) -> PResult<Option<String>> {
        let t = self.text();
        let body = &t[1..];
        if body.starts_with('"') {
            let b = crate::lexer::unescape(super::strip_quotes(body).as_bytes())
                .or_else(|_| self.err("invalid escape"))?;
            if b.is_empty() {
                return self.err("empty names are not allowed");
            }
            if b.contains(&0) {
                return self.err("NUL character is not allowed in names");
            }
            Ok(Some(String::from_utf8_lossy(&b).into_owned()))
        } else if self.tok == Tok::GlobalId {
            Ok(None)
        } else {
            Ok(Some(body.to_string()))
        }
    }

    /// Resolves a reference to a global, creating a placeholder for forward references.
    pub(crate) fn global_ref(&mut self) -> PResult<GlobalId> {
        let pos = self.pos();
        let id = match self.global_name_text()? {
            Some(name) => match self.m.global_by_name(&name) {
                Some(g) => g,
                None => {
                    let g = self.m.reserve_global(Some(CompactString::from(name)));
                    self.global_fwd.insert(g, pos);
                    g
                }
            },
            None => {
                let n = self.text()[1..].parse::<u32>().unwrap_or(u32::MAX);
                match self.numbered_globals.get(&n) {
                    Some(&g) => g,
                    None => {
                        let g = self.m.reserve_global(None);
                        self.global_fwd.insert(g, pos);
                        self.numbered_globals.insert(n, g);
                        g
                    }
                }
            }
        };
        self.bump();
        Ok(id)
    }

    /// Claims the id for a global being defined with the current name token.
    fn claim_global(&mut self) -> PResult<(GlobalId, Option<String>, usize)> {
        let pos = self.pos();
        let name = self.global_name_text()?;
        let existing = match &name {
            Some(n) => self.m.global_by_name(n),
            None => {
                let n = self.text()[1..].parse::<u32>().unwrap_or(u32::MAX);
                if n < self.next_global_num {
                    return self.err(format!(
                        "variable expected to be numbered '@{}' or greater",
                        self.next_global_num
                    ));
                }
                let Some(next) = n.checked_add(1) else {
                    return self.err("global number is too large");
                };
                self.next_global_num = next;
                self.numbered_globals.get(&n).copied()
            }
        };
        let id = match existing {
            Some(g) => {
                if !matches!(self.m.globals[g].kind, GlobalKind::Placeholder)
                    || !self.global_fwd.contains_key(&g)
                {
                    return self.err(format!(
                        "redefinition of global '@{}'",
                        name.as_deref().unwrap_or(&self.text()[1..])
                    ));
                }
                self.global_fwd.remove(&g);
                g
            }
            None => {
                let g = self.m.reserve_global(name.clone().map(CompactString::from));
                if name.is_none() {
                    let n = self.next_global_num - 1;
                    self.numbered_globals.insert(n, g);
                }
                g
            }
        };
        self.bump();
        Ok((id, name, pos))
    }

    /// Unnamed definitions without an explicit number take the next number.
    fn parse_prefix(&mut self) -> PResult<Prefix> {
        let mut p = Prefix::default();
        if self.tok == Tok::Ident {
            let w = self.text();
            if w == "external" {
                p.external_kw = true;
                p.linkage = Linkage::External;
                self.bump();
            } else if let Some(l) = Linkage::from_keyword(w) {
                p.linkage = l;
                self.bump();
            }
        }
        if self.eat_kw("dso_local") {
            p.preemption = Preemption::DsoLocal;
        } else {
            let _ = self.eat_kw("dso_preemptable");
        }
        if self.tok == Tok::Ident {
            if let Some(v) = Visibility::from_keyword(self.text()) {
                p.visibility = v;
                self.bump();
            } else if self.eat_kw("default") {
                // Written out, as LLVM's reader allows (`@g = default global i32 0`).
                p.visibility = Visibility::Default;
            }
        }
        if self.tok == Tok::Ident {
            if let Some(d) = DllStorage::from_keyword(self.text()) {
                p.dll = d;
                self.bump();
            }
        }
        if self.eat_kw("thread_local") {
            p.thread_local = ThreadLocal::GeneralDynamic;
            if self.eat(Tok::LParen) {
                p.thread_local = if self.eat_kw("localdynamic") {
                    ThreadLocal::LocalDynamic
                } else if self.eat_kw("initialexec") {
                    ThreadLocal::InitialExec
                } else if self.eat_kw("localexec") {
                    ThreadLocal::LocalExec
                } else if self.eat_kw("generaldynamic") {
                    ThreadLocal::GeneralDynamic
                } else {
                    return self.expected("thread-local storage model");
                };
                self.expect(Tok::RParen, "')'")?;
            }
        }
        if self.eat_kw("unnamed_addr") {
            p.unnamed_addr = UnnamedAddr::Global;
        } else if self.eat_kw("local_unnamed_addr") {
            p.unnamed_addr = UnnamedAddr::Local;
        }
        if self.eat_kw("addrspace") {
            p.addrspace = Some(self.parse_addrspace_value()?);
        }
        Ok(p)
    }

    fn parse_global_def(&mut self) -> PResult<()> {
        let (id, name, pos) = self.claim_global()?;
        self.expect(Tok::Eq, "'=' after global name")?;
        let pre = self.parse_prefix()?;
        let mut common = GlobalCommon {
            name: name.map(CompactString::from),
            linkage: pre.linkage,
            preemption: pre.preemption,
            visibility: pre.visibility,
            dll: pre.dll,
            thread_local: pre.thread_local,
            unnamed_addr: pre.unnamed_addr,
            addrspace: pre.addrspace.unwrap_or(0),
            partition: None,
            pos: pos as u32,
        };
        if matches!(common.linkage, Linkage::Private | Linkage::Internal)
            && common.visibility != Visibility::Default
        {
            return self.err_at(
                pos,
                "symbol with local linkage must have default visibility",
            );
        }
        if self.is_kw("alias") || self.is_kw("ifunc") {
            let is_alias = self.is_kw("alias");
            self.bump();
            let value_ty = self.parse_type(!is_alias)?;
            self.expect(Tok::Comma, "',' after alias type")?;
            let tpos = self.pos();
            // LLVM prints a constant-expression aliasee without its type.
            let is_expr = self.tok == Tok::Ident
                && !matches!(self.text(), "ptr")
                && (crate::inst::CastOp::from_keyword(self.text()).is_some()
                    || crate::inst::BinOp::from_keyword(self.text()).is_some()
                    || matches!(self.text(), "getelementptr" | "extractelement" | "select"));
            let target = if is_expr {
                let c = self.removed_in_initializer(|p| p.parse_const_value_any())?;
                if !self.m.types.is_ptr(self.m.consts.ty(c)) {
                    return self.err_at(tpos, "An alias or ifunc must have pointer type");
                }
                c
            } else {
                let target_ty = self.parse_type(false)?;
                if !self.m.types.is_ptr(target_ty) {
                    return self.err_at(tpos, "An alias or ifunc must have pointer type");
                }
                self.removed_in_initializer(|p| p.parse_const_value(target_ty))?
            };
            let target_ty = self.m.consts.ty(target);
            while self.eat(Tok::Comma) {
                if self.eat_kw("partition") {
                    common.partition = Some(self.parse_string("partition name")?);
                } else {
                    return self.expected("'partition'");
                }
            }
            if let Some(a) = self.m.types.addrspace(target_ty) {
                common.addrspace = a;
            }
            let ind = Indirect { value_ty, target };
            let kind = if is_alias {
                GlobalKind::Alias(ind)
            } else {
                GlobalKind::IFunc(ind)
            };
            self.m.define_reserved(id, GlobalValue { common, kind });
            return Ok(());
        }
        let externally_initialized = self.eat_kw("externally_initialized");
        let constant = if self.eat_kw("constant") {
            true
        } else if self.eat_kw("global") {
            false
        } else {
            return self.expected("'global' or 'constant'");
        };
        let tpos = self.pos();
        let value_ty = self.parse_type(false)?;
        if matches!(
            self.m.types.get(value_ty),
            TypeData::Label | TypeData::Metadata | TypeData::Token | TypeData::Function { .. }
        ) {
            return self.err_at(tpos, "invalid type for global variable");
        }
        let is_decl = pre.external_kw || matches!(pre.linkage, Linkage::ExternWeak);
        let init = if is_decl {
            None
        } else {
            Some(self.removed_in_initializer(|p| p.parse_const_value(value_ty))?)
        };
        let mut var = GlobalVar {
            value_ty,
            constant,
            externally_initialized,
            init,
            section: None,
            comdat: None,
            align: None,
            code_model: None,
            sanitizer: SanitizerFlags::default(),
            attrs: None,
            md: Default::default(),
        };
        while self.eat(Tok::Comma) {
            match self.tok {
                Tok::Ident => {
                    let w = self.text();
                    match w {
                        "section" => {
                            self.bump();
                            var.section = Some(self.parse_string("section name")?);
                        }
                        "partition" => {
                            self.bump();
                            common.partition = Some(self.parse_string("partition name")?);
                        }
                        "comdat" => {
                            self.bump();
                            var.comdat = Some(self.parse_comdat_ref(common.name.as_deref())?);
                        }
                        "align" => {
                            self.bump();
                            var.align = Some(self.parse_alignment_value()?);
                        }
                        "code_model" => {
                            self.bump();
                            let s = self.parse_string("code model")?;
                            let s = String::from_utf8_lossy(&s).into_owned();
                            if !matches!(
                                s.as_str(),
                                "tiny" | "small" | "kernel" | "medium" | "large"
                            ) {
                                return self.err("invalid code model");
                            }
                            var.code_model = Some(CompactString::from(s));
                        }
                        "no_sanitize_address" => {
                            self.bump();
                            var.sanitizer.no_address = true;
                        }
                        "no_sanitize_hwaddress" => {
                            self.bump();
                            var.sanitizer.no_hwaddress = true;
                        }
                        "sanitize_memtag" => {
                            self.bump();
                            var.sanitizer.memtag = true;
                        }
                        "sanitize_address_dyninit" => {
                            self.bump();
                            var.sanitizer.address_dyninit = true;
                        }
                        _ => return self.expected("global variable property"),
                    }
                }
                Tok::MetaName => {
                    let (k, n) = self.parse_attachment()?;
                    var.md.push((k, n));
                }
                _ => return self.expected("global variable property"),
            }
        }
        let (inline, groups) = self.parse_fn_attrs()?;
        if !inline.is_empty() || !groups.is_empty() {
            self.pending_attrs.push(PendingAttrs {
                inline,
                groups,
                target: AttrTarget::Global(id),
            });
        }
        self.m.define_reserved(
            id,
            GlobalValue {
                common,
                kind: GlobalKind::Var(var),
            },
        );
        Ok(())
    }

    /// `comdat` or `comdat($name)` (keyword consumed). `own` is the global's name.
    fn parse_comdat_ref(&mut self, own: Option<&str>) -> PResult<ComdatRef> {
        if self.eat(Tok::LParen) {
            if self.tok != Tok::ComdatName {
                return self.expected("comdat variable");
            }
            let name = self.comdat_name_text()?;
            let pos = self.pos();
            self.bump();
            self.expect(Tok::RParen, "')'")?;
            Ok(ComdatRef::Named(self.comdat_lookup(name, pos)))
        } else {
            let Some(own) = own else {
                return self.err("comdat cannot be unnamed");
            };
            let pos = self.pos();
            Ok(ComdatRef::Implicit(
                self.comdat_lookup(own.to_string(), pos),
            ))
        }
    }

    fn comdat_lookup(&mut self, name: String, pos: usize) -> crate::module::ComdatId {
        if let Some(&c) = self.comdats.get(&name) {
            return c;
        }
        let c = self.m.comdats.push(Comdat {
            name: name.clone(),
            kind: ComdatKind::Any,
        });
        self.comdats.insert(name, c);
        self.comdat_fwd.insert(c, pos);
        c
    }

    fn comdat_name_text(&self) -> PResult<String> {
        let body = &self.text()[1..];
        if body.starts_with('"') {
            let b = crate::lexer::unescape(super::strip_quotes(body).as_bytes())
                .or_else(|_| self.err("invalid escape"))?;
            Ok(String::from_utf8_lossy(&b).into_owned())
        } else {
            Ok(body.to_string())
        }
    }

    fn parse_comdat_def(&mut self) -> PResult<()> {
        let name = self.comdat_name_text()?;
        let pos = self.pos();
        self.bump();
        self.expect(Tok::Eq, "'=' after comdat name")?;
        self.expect_kw("comdat")?;
        let kind = if self.tok == Tok::Ident {
            match ComdatKind::from_keyword(self.text()) {
                Some(k) => k,
                None => return self.expected("comdat selection kind"),
            }
        } else {
            return self.expected("comdat selection kind");
        };
        self.bump();
        match self.comdats.get(&name) {
            Some(&c) => {
                if self.comdat_fwd.remove(&c).is_none() {
                    return self.err_at(pos, format!("redefinition of comdat '${name}'"));
                }
                self.m.comdats[c].kind = kind;
                // Keep definition order: move it to the end of the list by re-pushing is not
                // possible with stable ids, so comdats print in first-mention order.
            }
            None => {
                let c = self.m.comdats.push(Comdat {
                    name: name.clone(),
                    kind,
                });
                self.comdats.insert(name, c);
            }
        }
        Ok(())
    }

    fn parse_function(&mut self, is_define: bool) -> PResult<()> {
        let start = self.pos();
        // `declare !dbg !7 ...`: LLVM prints a declaration's attachments before its prefix.
        let mut early_md = crate::metadata::Attachments::new();
        while self.tok == Tok::MetaName {
            early_md.push(self.parse_attachment()?);
        }
        let pre = self.parse_prefix()?;
        if !is_define && pre.linkage != Linkage::External && pre.linkage != Linkage::ExternWeak {
            return self.err_at(start, "invalid linkage for function declaration");
        }
        if is_define
            && matches!(
                pre.linkage,
                Linkage::ExternWeak | Linkage::Common | Linkage::Appending
            )
        {
            return self.err_at(start, "invalid linkage for function definition");
        }
        if pre.thread_local != ThreadLocal::NotThreadLocal {
            return self.err_at(start, "functions cannot be thread_local");
        }
        let cc = self.parse_calling_conv()?;
        let ret_attrs = self.parse_param_attrs()?;
        let rpos = self.pos();
        let ret_ty = self.parse_type(true)?;
        if !super::valid_return_type(&self.m.types, ret_ty) {
            return self.err_at(rpos, "invalid function return type");
        }
        if !matches!(
            self.tok,
            Tok::GlobalName | Tok::GlobalQuoted | Tok::GlobalId
        ) {
            return self.expected("function name");
        }
        let (id, name, pos) = self.claim_global()?;
        // Arguments.
        self.expect(Tok::LParen, "'(' in function argument list")?;
        let mut params = Vec::new();
        let mut param_attrs = Vec::new();
        let mut arg_names: Vec<Option<CompactString>> = Vec::new();
        let mut arg_name_pos = Vec::new();
        let mut next_arg_num = 0u32;
        let mut varargs = false;
        if self.tok != Tok::RParen {
            loop {
                if self.eat(Tok::Ellipsis) {
                    varargs = true;
                    break;
                }
                let apos = self.pos();
                let t = self.parse_type(false)?;
                if !super::valid_arg_type(&self.m.types, t) {
                    return self.err_at(apos, "invalid type for function argument");
                }
                let attrs = self.parse_param_attrs()?;
                let aname = match self.tok {
                    Tok::LocalName | Tok::LocalQuoted => {
                        let n = self.local_name_text()?;
                        arg_name_pos.push((Some(n.clone()), self.pos()));
                        self.bump();
                        Some(CompactString::from(n))
                    }
                    Tok::LocalId => {
                        let n = self.text()[1..].parse::<u32>().unwrap_or(u32::MAX);
                        // Checked here, at the argument's type, as LLVM does.
                        if n < next_arg_num {
                            return self.err_at(
                                apos,
                                format!(
                                    "argument expected to be numbered '%{next_arg_num}' or greater"
                                ),
                            );
                        }
                        next_arg_num = n.saturating_add(1);
                        arg_name_pos.push((None, self.pos()));
                        self.bump();
                        None
                    }
                    _ => {
                        next_arg_num = next_arg_num.saturating_add(1);
                        arg_name_pos.push((None, usize::MAX));
                        None
                    }
                };
                params.push(t);
                param_attrs.push(attrs);
                arg_names.push(aname);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "')' at end of argument list")?;
        let mut unnamed_addr = pre.unnamed_addr;
        if self.eat_kw("unnamed_addr") {
            unnamed_addr = UnnamedAddr::Global;
        } else if self.eat_kw("local_unnamed_addr") {
            unnamed_addr = UnnamedAddr::Local;
        }
        let mut addrspace = pre.addrspace.unwrap_or(0);
        if self.eat_kw("addrspace") {
            addrspace = self.parse_addrspace_value()?;
        }
        let (fn_attrs, groups) = self.parse_fn_attrs()?;
        let mut func = Function {
            ty: self.m.types.function(ret_ty, params.clone(), varargs),
            cc,
            attrs: AttrList {
                func: self.m.attrs.empty(),
                ret: self.m.attrs.intern(ret_attrs),
                params: Vec::new(),
            },
            arg_names,
            section: None,
            comdat: None,
            align: None,
            gc: None,
            prefix: None,
            prologue: None,
            personality: None,
            md: early_md,
            body: None,
        };
        func.attrs.params = param_attrs
            .into_iter()
            .map(|a| self.m.attrs.intern(a))
            .collect();
        let mut extra_attrs = fn_attrs;
        let mut extra_groups = groups;
        let common_name = name.clone().map(CompactString::from);
        let mut partition = None;
        loop {
            if self.tok == Tok::Ident {
                match self.text() {
                    "section" => {
                        self.bump();
                        func.section = Some(self.parse_string("section name")?);
                    }
                    "partition" => {
                        self.bump();
                        partition = Some(self.parse_string("partition name")?);
                    }
                    "comdat" => {
                        self.bump();
                        func.comdat = Some(self.parse_comdat_ref(common_name.as_deref())?);
                    }
                    "align" => {
                        self.bump();
                        func.align = Some(self.parse_alignment_value()?);
                    }
                    "gc" => {
                        self.bump();
                        func.gc = Some(self.parse_string("garbage collector name")?);
                    }
                    "prefix" => {
                        self.bump();
                        let t = self.parse_type(false)?;
                        func.prefix = Some(self.parse_const_value(t)?);
                    }
                    "prologue" => {
                        self.bump();
                        let t = self.parse_type(false)?;
                        func.prologue = Some(self.parse_const_value(t)?);
                    }
                    "personality" => {
                        self.bump();
                        let t = self.parse_type(false)?;
                        func.personality = Some(self.parse_const_value(t)?);
                    }
                    _ => {
                        let (a, g) = self.parse_fn_attrs()?;
                        if a.is_empty() && g.is_empty() {
                            break;
                        }
                        extra_attrs.extend(a);
                        extra_groups.extend(g);
                    }
                }
            } else if self.tok == Tok::MetaName && is_define {
                // A declaration's attachments come before its prefix (LLVM's parseDeclare):
                // after the header, `!name` starts named metadata.
                let (k, n) = self.parse_attachment()?;
                func.md.push((k, n));
            } else if self.tok == Tok::AttrGroupId || self.tok == Tok::Str {
                let (a, g) = self.parse_fn_attrs()?;
                extra_attrs.extend(a);
                extra_groups.extend(g);
            } else {
                break;
            }
        }
        if !extra_groups.is_empty() {
            self.pending_attrs.push(PendingAttrs {
                inline: extra_attrs,
                groups: extra_groups,
                target: AttrTarget::Function(id),
            });
        } else {
            crate::attrs::upgrade_fn_memory_attrs(&mut extra_attrs);
            func.attrs.func = self.m.attrs.intern(extra_attrs);
        }
        let common = GlobalCommon {
            name: common_name,
            linkage: pre.linkage,
            preemption: pre.preemption,
            visibility: pre.visibility,
            dll: pre.dll,
            thread_local: pre.thread_local,
            unnamed_addr,
            addrspace,
            partition,
            pos: pos as u32,
        };
        self.m.define_reserved(
            id,
            GlobalValue {
                common,
                kind: GlobalKind::Func(Box::new(func)),
            },
        );
        if is_define {
            if self.tok != Tok::LBrace {
                return self.expected("'{' in function body");
            }
            if self.skip_bodies {
                // Parallel reading: remember the body and skip it; a worker parses it. LLVM
                // prints a body's closing brace alone on a line, so look for that line without
                // lexing the body; the worker checks that the body really ends there (if not,
                // the whole module is read sequentially).
                let start = self.pos();
                let Some(end) = body_end_guess(self.src, start) else {
                    return self.expected("'}' at end of function");
                };
                self.body_jobs.push(super::BodyJob {
                    gid: id,
                    params: params.clone(),
                    arg_names: arg_name_pos,
                    start,
                    end,
                });
                self.seek(end);
                return Ok(());
            }
            let body = self.parse_body(id, &params, arg_name_pos, 0, false)?;
            if let Some(f) = self.m.globals[id].as_func_mut() {
                f.body = Some(body);
            }
        } else if self.tok == Tok::LBrace {
            return self.err("declarations cannot have a body; use 'define'");
        }
        Ok(())
    }

    pub(crate) fn parse_calling_conv(&mut self) -> PResult<u32> {
        if self.tok != Tok::Ident {
            return Ok(0);
        }
        if self.text() == "cc" {
            self.bump();
            return self.parse_u32("calling convention number");
        }
        // `ccN` in one token, as LLVM prints unnamed conventions.
        if let Some(n) = self
            .text()
            .strip_prefix("cc")
            .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
        {
            let n = n
                .parse::<u32>()
                .or_else(|_| self.err("calling convention number too large"))?;
            self.bump();
            return Ok(n);
        }
        match crate::inst::cc_from_keyword(self.text()) {
            Some(cc) => {
                self.bump();
                Ok(cc)
            }
            None => Ok(0),
        }
    }

    fn parse_attr_group(&mut self) -> PResult<()> {
        if self.tok != Tok::AttrGroupId {
            return self.expected("attribute group id");
        }
        let n = self.text()[1..].parse::<u32>().unwrap_or(u32::MAX);
        self.bump();
        self.expect(Tok::Eq, "'=' here")?;
        self.expect(Tok::LBrace, "'{' here")?;
        let mut attrs: Vec<Attr> = Vec::new();
        while self.tok != Tok::RBrace {
            match self.try_parse_attr(false)? {
                Some(a) => attrs.push(a),
                None => return self.expected("attribute"),
            }
        }
        self.bump();
        // LLVM 19 accepts a redefinition; the last definition wins.
        self.attr_groups.insert(n, attrs);
        Ok(())
    }

    fn parse_named_md(&mut self) -> PResult<()> {
        let name = self.text()[1..].to_string();
        let name = String::from_utf8_lossy(
            &crate::lexer::unescape(name.as_bytes()).unwrap_or_else(|_| name.clone().into_bytes()),
        )
        .into_owned();
        self.bump();
        self.expect(Tok::Eq, "'=' here")?;
        self.expect(Tok::Exclaim, "'!' here")?;
        self.expect(Tok::LBrace, "'{' here")?;
        let mut nodes = Vec::new();
        if self.tok != Tok::RBrace {
            loop {
                nodes.push(self.parse_md_node_ref()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RBrace, "'}' at end of named metadata")?;
        if let Some(e) = self.m.named_md.iter_mut().find(|e| e.0 == name) {
            e.1.extend(nodes);
        } else {
            self.m.named_md.push((name, nodes));
        }
        Ok(())
    }

    /// `uselistorder ty %v, { 1, 0 }` / `uselistorder_bb @f, %bb, { ... }`, kept as text.
    pub(crate) fn parse_uselistorder(&mut self, func: Option<GlobalId>) -> PResult<()> {
        let start = self.pos();
        self.bump();
        let mut end = self.span.end;
        while self.tok != Tok::LBrace {
            if self.tok == Tok::Eof {
                return self.expected("'{' in uselistorder directive");
            }
            self.bump();
        }
        while self.tok != Tok::RBrace {
            if self.tok == Tok::Eof {
                return self.expected("'}' in uselistorder directive");
            }
            self.bump();
            end = self.span.end;
        }
        end = end.max(self.span.end);
        self.bump();
        self.m.use_list_orders.push(UseListOrder {
            text: self.src[start..end].to_string(),
            func,
        });
        Ok(())
    }

    /// Checks that everything referenced was defined, resolves attribute groups, and returns
    /// the module.
    pub(crate) fn finish(mut self) -> PResult<crate::module::Module> {
        self.check_complete()?;
        Ok(self.m)
    }

    /// Checks that everything referenced was defined and resolves attribute groups.
    /// LLParser's `validateEndOfModule`: an intrinsic that is called but never declared gets
    /// a declaration of the call's function type (appended after the module's functions).
    /// Intrinsics can only be called directly, so the call determines the type. A name that
    /// is not an intrinsic, or one used other than as the callee of calls of one type, stays
    /// undefined and is reported.
    fn declare_called_intrinsics(&mut self) {
        use crate::value::{ConstData, Value};
        let mut pending: Vec<GlobalId> = self
            .global_fwd
            .keys()
            .copied()
            .filter(|g| {
                self.m.globals[*g]
                    .name()
                    .is_some_and(|n| crate::intrinsics::lookup(n).is_some())
            })
            .collect();
        if pending.is_empty() {
            return;
        }
        pending.sort_by_key(|g| self.global_fwd[g]);
        for g in pending {
            let mut fn_ty = None;
            let mut ok = true;
            for (_, f) in self.m.functions() {
                let Some(body) = f.body.as_ref() else {
                    continue;
                };
                for d in body.insts.values() {
                    let mut callee_of_this = false;
                    if let crate::inst::InstKind::Call(c) = &d.kind {
                        if let Value::Const(k) = c.callee {
                            if matches!(self.m.consts.get(k).data, ConstData::Global(x) if x == g) {
                                callee_of_this = true;
                                if fn_ty.is_some_and(|t| t != c.fn_ty) {
                                    ok = false;
                                }
                                fn_ty = Some(c.fn_ty);
                            }
                        }
                    }
                    if !callee_of_this {
                        d.kind.for_each_operand(|v| {
                            if let Value::Const(k) = v {
                                if matches!(self.m.consts.get(k).data, ConstData::Global(x) if x == g) {
                                    ok = false;
                                }
                            }
                        });
                    }
                }
            }
            let (Some(ty), true) = (fn_ty, ok) else {
                continue;
            };
            let empty = self.m.attrs.empty();
            let func = Function::declaration(&self.m.types, ty, empty);
            let common = GlobalCommon {
                name: self.m.globals[g].common.name.clone(),
                ..GlobalCommon::default()
            };
            self.m.define_reserved(
                g,
                GlobalValue {
                    common,
                    kind: GlobalKind::Func(Box::new(func)),
                },
            );
            self.global_fwd.remove(&g);
        }
    }

    pub(crate) fn check_complete(&mut self) -> PResult<()> {
        self.declare_called_intrinsics();
        if let Some((_, &pos)) = self.global_fwd.iter().min_by_key(|(_, &p)| p) {
            let name = self.src[pos..]
                .split(|c: char| c.is_whitespace() || c == ',' || c == ')' || c == '(')
                .next()
                .unwrap_or("");
            return self.err_at(pos, format!("use of undefined value '{name}'"));
        }
        let mut undefined_types: Vec<(usize, String)> = self
            .named_types
            .iter()
            .filter(|(_, (t, _))| match self.m.types.get(*t) {
                TypeData::Named(id) => !self.m.types.structs[*id].defined,
                _ => false,
            })
            .map(|(n, (_, p))| (*p, format!("use of undefined type named '{n}'")))
            .collect();
        undefined_types.extend(
            self.numbered_types
                .iter()
                .filter(|(_, (t, _))| match self.m.types.get(*t) {
                    TypeData::Named(id) => !self.m.types.structs[*id].defined,
                    _ => false,
                })
                .map(|(n, (_, p))| (*p, format!("use of undefined type '%{n}'"))),
        );
        if let Some((pos, msg)) = undefined_types.into_iter().min() {
            return self.err_at(pos, msg);
        }
        if let Some((n, &pos)) = self.md_fwd.iter().min_by_key(|(_, &p)| p) {
            return self.err_at(pos, format!("use of undefined metadata '!{n}'"));
        }
        if let Some((_, &pos)) = self.comdat_fwd.iter().min_by_key(|(_, &p)| p) {
            return self.err_at(pos, "use of undefined comdat");
        }
        if let Some(list) = self.blockaddr_fwd.values().next() {
            if let Some((_, _, pos)) = list.first() {
                return self.err_at(
                    *pos,
                    "referenced function or block for blockaddress is not defined",
                );
            }
        }
        let pending = std::mem::take(&mut self.pending_attrs);
        for p in pending {
            let mut attrs = Vec::new();
            // A reference to an attribute group that is never defined contributes nothing:
            // LLVM's reader merges only the groups it finds (`LLParser::validateEndOfModule`),
            // and such files exist (OpenCilk's and the SPIR-V translator's tests).
            for (g, _pos) in &p.groups {
                if let Some(a) = self.attr_groups.get(g) {
                    attrs.extend(a.iter().cloned());
                }
            }
            attrs.extend(p.inline);
            if matches!(p.target, AttrTarget::Function(_) | AttrTarget::Call(..)) {
                crate::attrs::upgrade_fn_memory_attrs(&mut attrs);
            }
            let set = self.m.attrs.intern(attrs);
            match p.target {
                AttrTarget::Function(g) => {
                    if let Some(f) = self.m.globals[g].as_func_mut() {
                        f.attrs.func = set;
                    }
                }
                AttrTarget::Global(g) => {
                    if let GlobalKind::Var(v) = &mut self.m.globals[g].kind {
                        v.attrs = Some(set);
                    }
                }
                AttrTarget::Call(g, i) => {
                    if let Some(body) = self.m.globals[g]
                        .as_func_mut()
                        .and_then(|f| f.body.as_mut())
                    {
                        match &mut body.insts[i].kind {
                            crate::inst::InstKind::Call(c) => c.attrs.func = set,
                            crate::inst::InstKind::Invoke { call, .. }
                            | crate::inst::InstKind::CallBr { call, .. } => call.attrs.func = set,
                            _ => {}
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

/// A light check of a data layout string: the numeric fields of the specifications that have
/// them must be unsigned 32-bit numbers (LLVM's `DataLayout::parse` message). Other rules of
/// the grammar are not checked.
fn check_datalayout(s: &[u8]) -> Result<(), &'static str> {
    const NAN: &str = "not a number, or does not fit in an unsigned int";
    let s = String::from_utf8_lossy(s);
    for spec in s.split('-').filter(|t| !t.is_empty()) {
        let Some(first) = spec.chars().next() else {
            continue;
        };
        if spec.starts_with("ni") {
            continue;
        }
        let numeric = matches!(
            first,
            'p' | 'i' | 'f' | 'v' | 'a' | 'n' | 'S' | 'A' | 'P' | 'G'
        );
        if !numeric {
            continue;
        }
        for (k, field) in spec[first.len_utf8()..].split(':').enumerate() {
            // The first field may be empty (`a:0:64`, `p:64:64`).
            if k == 0 && field.is_empty() {
                continue;
            }
            if field.is_empty()
                || !field.bytes().all(|b| b.is_ascii_digit())
                || field.parse::<u32>().is_err()
            {
                return Err(NAN);
            }
        }
    }
    Ok(())
}

/// The offset just past the `}` that ends the function body starting at `start` (a `{`), found
/// as the first line consisting of `}` (how LLVM prints bodies).
fn body_end_guess(src: &str, start: usize) -> Option<usize> {
    let bytes = src.as_bytes();
    memchr::memmem::find_iter(bytes.get(start..)?, b"\n}")
        .map(|i| start + i + 1)
        .find(|&brace| matches!(bytes.get(brace + 1), None | Some(b'\n') | Some(b'\r')))
        .map(|brace| brace + 1)
}
